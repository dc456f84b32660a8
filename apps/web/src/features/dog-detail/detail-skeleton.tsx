import { Skeleton } from '@/components/ui/skeleton';

/** The dog's page while it loads: the gallery's and the first cards' shapes. */
export function DetailSkeleton() {
  return (
    <div role="status" className="mx-auto grid w-full max-w-3xl gap-6 md:px-4 md:pt-4">
      <span className="sr-only">Loading dog profile…</span>
      <Skeleton className="h-[500px] rounded-none md:h-[600px] md:rounded-3xl" />
      <div className="grid gap-3 px-4">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-24" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
