import type { ReactNode } from 'react';
import { Hammer } from 'lucide-react';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * An honest stand-in for a screen that a later issue builds: the route's own heading and
 * one plain line, nothing that pretends to work.
 */
export function PagePlaceholder({
  title,
  subtitle,
  documentTitle,
}: {
  title: string;
  subtitle?: ReactNode;
  documentTitle?: string;
}) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <h1 className="text-3xl font-black tracking-tight md:text-4xl">{title}</h1>
      {subtitle ? <p className="mt-1 text-lg text-muted-foreground">{subtitle}</p> : null}
      <div className="mt-8 flex items-center gap-4 rounded-3xl border border-dashed border-input bg-card/60 p-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
          <Hammer className="size-6" aria-hidden="true" />
        </span>
        <p className="text-muted-foreground">This part of Scout is being built.</p>
      </div>
    </div>
  );
}
