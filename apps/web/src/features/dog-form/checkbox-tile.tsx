import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

/** A yes/no answer as a roomy, tappable tile: the whole tile is the checkbox's label. */
export const CheckboxTile = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; icon?: ReactNode }
>(({ label, icon, ...props }, ref) => (
  <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 border-input bg-card px-4 py-3 font-bold transition-colors hover:border-brand-300 has-[:checked]:border-primary has-[:checked]:bg-brand-50">
    <Checkbox ref={ref} {...props} />
    {icon ? (
      <span className="text-brand-700 [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
    ) : null}
    <span>{label}</span>
  </label>
));
CheckboxTile.displayName = 'CheckboxTile';
