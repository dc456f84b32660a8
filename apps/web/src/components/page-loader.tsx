import { Skeleton } from './ui/skeleton';

/** What a route shows while its screen's code arrives: a calm outline of a page. */
export function PageLoader() {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-48" />
      <Skeleton className="mt-3 h-5 w-72 max-w-full" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
