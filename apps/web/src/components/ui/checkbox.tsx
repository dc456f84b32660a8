import { forwardRef, type InputHTMLAttributes } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A real <input type="checkbox"> drawn in Scout's style, so labels, forms, keyboards and
 * screen readers treat it as one. Wrap it in a <label> (or give it an id) to name it.
 */
export const Checkbox = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  ({ className, ...props }, ref) => (
    <span className={cn('relative inline-flex size-6 shrink-0', className)}>
      <input
        ref={ref}
        type="checkbox"
        className="peer size-6 cursor-pointer appearance-none rounded-lg border-2 border-input bg-card transition-colors checked:border-primary checked:bg-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60"
        {...props}
      />
      <Check
        className="pointer-events-none absolute inset-0 m-auto size-4 text-primary-foreground opacity-0 peer-checked:opacity-100"
        strokeWidth={3}
        aria-hidden="true"
      />
    </span>
  ),
);
Checkbox.displayName = 'Checkbox';
