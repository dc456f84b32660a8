import { cn } from '@/lib/cn';

/** Scout's paw mark; decorative, so the surrounding link or text names it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cn('size-8', className)}>
      <rect width="64" height="64" rx="18" fill="#c2410c" />
      <g fill="#fff7ed">
        <ellipse cx="32" cy="41" rx="12" ry="10" />
        <ellipse cx="17.5" cy="29" rx="5" ry="6.5" transform="rotate(-18 17.5 29)" />
        <ellipse cx="46.5" cy="29" rx="5" ry="6.5" transform="rotate(18 46.5 29)" />
        <ellipse cx="25" cy="18.5" rx="5" ry="6.5" transform="rotate(-6 25 18.5)" />
        <ellipse cx="39" cy="18.5" rx="5" ry="6.5" transform="rotate(6 39 18.5)" />
      </g>
    </svg>
  );
}

/** The mark plus the word "Scout". */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-xl font-black tracking-tight text-foreground', className)}>
      <LogoMark />
      Scout
    </span>
  );
}
