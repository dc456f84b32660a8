import { useId, type Ref } from 'react';
import { Check } from 'lucide-react';
import { TEMPERAMENT_TRAITS, type TemperamentTrait } from '@scout/domain/constants';
import { cn } from '@/lib/cn';
import { traitLabel } from '@/lib/dog-format';

/**
 * The eight temperament traits (product §2) as toggle chips: real checkboxes in a labelled
 * group, so the validation message is read with the group and keyboards work as usual.
 */
export function TemperamentField({
  value,
  onChange,
  onBlur,
  error,
  firstRef,
}: {
  value: readonly TemperamentTrait[];
  onChange: (next: TemperamentTrait[]) => void;
  onBlur: () => void;
  error?: string;
  /** Lets the form focus the group when it is the first field in error. */
  firstRef: Ref<HTMLInputElement>;
}) {
  const errorId = useId();
  const toggle = (trait: TemperamentTrait) =>
    // Kept in product §2's order whatever order they were picked in.
    onChange(TEMPERAMENT_TRAITS.filter((t) => (t === trait ? !value.includes(t) : value.includes(t))));
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="grid gap-3"
    >
      <legend className="mb-2 text-sm font-bold">Temperament</legend>
      <div className="flex flex-wrap gap-2">
        {TEMPERAMENT_TRAITS.map((trait, index) => {
          const checked = value.includes(trait);
          return (
            <label
              key={trait}
              className={cn(
                'relative inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-full border-2 px-4 font-bold transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
                checked
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-card text-foreground hover:border-brand-300 hover:bg-brand-50',
              )}
            >
              <input
                ref={index === 0 ? firstRef : undefined}
                type="checkbox"
                // Invisible but covering the chip, so a tap on the chip is a tap on the checkbox.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                checked={checked}
                onChange={() => toggle(trait)}
                onBlur={onBlur}
              />
              {checked ? <Check className="size-4" strokeWidth={3} aria-hidden="true" /> : null}
              {traitLabel(trait)}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
