import type { LucideIcon } from 'lucide-react';
import { withThousands } from '@scout/domain/numbers';

export interface Stat {
  label: string;
  value: number;
  icon: LucideIcon;
}

/** A dashboard's row of counts: three across, even on a phone, so they read at a glance. */
export function StatCards({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-3 gap-3 md:gap-4">
      {stats.map(({ label: statLabel, value, icon: Icon }) => (
        <div key={statLabel} className="flex flex-col gap-1 rounded-3xl border bg-card p-3 shadow-soft sm:p-5">
          <dt className="order-last text-sm font-bold leading-tight text-muted-foreground">{statLabel}</dt>
          {/* The icon sits in the <dd>: a <dl> group may hold only <dt> and <dd>. */}
          <dd className="flex flex-col gap-2">
            <span className="flex size-9 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground sm:size-10">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="text-2xl font-black tabular-nums tracking-tight sm:text-3xl">{withThousands(value)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
