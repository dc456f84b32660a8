import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** One titled part of the dog form (product §2: Basic Information, Personality & Temperament ...). */
export function FormSection({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2">
            <Icon className="size-5 text-brand-700" aria-hidden="true" />
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 pt-3">{children}</CardContent>
      </Card>
    </section>
  );
}
