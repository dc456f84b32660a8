import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A calm placeholder block shown while something loads. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-2xl bg-muted', className)} {...props} />;
}
