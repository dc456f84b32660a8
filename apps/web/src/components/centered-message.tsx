import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A full-page message: an icon, a title, a line of text and the ways forward. */
export function CenteredMessage({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center px-6 py-16 text-center md:py-24">
      <span className="flex size-16 items-center justify-center rounded-3xl bg-secondary text-secondary-foreground">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-black tracking-tight">{title}</h1>
      <div className="mt-2 text-lg text-muted-foreground">{children}</div>
      {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
