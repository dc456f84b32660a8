import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * One big answer card. Single-choice groups use radio semantics, multi-select groups
 * checkbox semantics; either way it is a real button, so Enter and Space pick it.
 */
export function OptionCard({
  kind,
  checked,
  label,
  description,
  icon,
  onSelect,
  disabled,
  tabIndex,
}: {
  kind: 'radio' | 'checkbox';
  checked: boolean;
  label: string;
  description?: string;
  icon?: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  tabIndex?: number;
}) {
  const id = useId();
  return (
    <button
      type="button"
      role={kind}
      aria-checked={checked}
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-description` : undefined}
      disabled={disabled}
      tabIndex={tabIndex}
      onClick={onSelect}
      data-option
      className={cn(
        'group flex w-full min-h-18 items-center gap-4 rounded-3xl border-2 bg-card p-4 text-left shadow-soft transition-all sm:p-5',
        'hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0',
        'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/40 focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-60',
        checked ? 'border-primary bg-brand-50' : 'border-border',
      )}
    >
      {icon ? (
        <span
          className={cn(
            'flex size-12 shrink-0 items-center justify-center rounded-2xl transition-colors [&_svg]:size-6',
            checked ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
          )}
          aria-hidden="true"
        >
          {icon}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">
        <span id={`${id}-label`} className="block text-lg font-extrabold leading-snug">
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className="mt-0.5 block text-base text-muted-foreground">
            {description}
          </span>
        ) : null}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-7 shrink-0 items-center justify-center border-2 transition-colors',
          kind === 'radio' ? 'rounded-full' : 'rounded-lg',
          checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card text-transparent',
        )}
      >
        <Check className="size-4" strokeWidth={3} />
      </span>
    </button>
  );
}

/** Arrow keys move between the cards of a group (Enter or Space picks one). */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>): void {
  const keys: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
  const step = keys[event.key];
  if (step === undefined) return;
  const options = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-option]:not(:disabled)'));
  const current = options.findIndex((o) => o === document.activeElement);
  if (current === -1) return;
  event.preventDefault();
  const next = options[(current + step + options.length) % options.length];
  next?.focus();
}
