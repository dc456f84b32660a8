import type { ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { LogoMark } from '@/components/logo';
import { Card } from '@/components/ui/card';

/** The frame of the sign-in and password screens: the mark, a title, a line, then the form. */
export function AuthCard({ title, line, children }: { title: string; line: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 md:py-16">
      <Card className="p-6 sm:p-8">
        <LogoMark className="size-12" />
        <h1 className="mt-5 text-3xl font-black tracking-tight">{title}</h1>
        <div className="mt-2 text-muted-foreground">{line}</div>
        {children}
      </Card>
    </div>
  );
}

/** A form's server error, announced as it appears (the live region is always there). */
export function ServerError({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <p className="flex items-start gap-2 rounded-2xl bg-red-50 p-3 text-sm font-semibold text-destructive">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
