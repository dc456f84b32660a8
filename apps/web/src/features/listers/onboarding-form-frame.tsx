import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** The page around a lister's onboarding form: a friendly heading, then the form on a card. */
export function OnboardingFormFrame({
  icon: Icon,
  title,
  subtitle,
  children,
}: {
  icon: LucideIcon;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 sm:px-6 md:py-12">
      <div className="flex items-start gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-3xl bg-secondary text-secondary-foreground">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="text-3xl font-black tracking-tight md:text-4xl">{title}</h1>
          <p className="mt-1 text-lg text-muted-foreground">{subtitle}</p>
        </div>
      </div>
      <Card className="mt-6 md:mt-8">
        <CardContent className="p-5 sm:p-8">{children}</CardContent>
      </Card>
    </div>
  );
}
