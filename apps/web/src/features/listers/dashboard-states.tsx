import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** A dashboard's outline while the lister's dogs load. */
export function DashboardSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 md:px-8 md:py-10">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-64 max-w-full" />
      <div className="grid grid-cols-3 gap-3 md:gap-4">
        <Skeleton className="h-28 rounded-3xl" />
        <Skeleton className="h-28 rounded-3xl" />
        <Skeleton className="h-28 rounded-3xl" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-80 rounded-3xl" />
        <Skeleton className="h-80 rounded-3xl" />
        <Skeleton className="hidden h-80 rounded-3xl lg:block" />
      </div>
    </div>
  );
}

/** When the lister's dogs could not be read: say so calmly and offer another try. */
export function DashboardError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-3xl border bg-card p-8 text-center shadow-soft"
    >
      <span className="flex size-14 items-center justify-center rounded-3xl bg-secondary text-secondary-foreground">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </span>
      <div>
        <h2 className="text-xl font-extrabold">We couldn't load your dogs</h2>
        <p className="mt-1 text-muted-foreground">
          Something went wrong on our side. Your listings are safe; please try again.
        </p>
      </div>
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try Again'}
      </Button>
    </div>
  );
}
