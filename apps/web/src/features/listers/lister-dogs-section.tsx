// 'Your Dogs' on the shelter dashboard (product §2.7, issue 17): a shelter with hundreds of
// dogs finds one by name or breed, filters by status, sorts, and reads a page at a time;
// it can choose several dogs and mark them adopted or remove them at once, after a question.
import { useState } from 'react';
import { Download, Heart, HeartHandshake, PawPrint, Plus, Search, Trash2, Upload, X } from 'lucide-react';
import { Link } from 'wouter';
import type { ListerDog, ListerDogBulkAction } from '@scout/domain';
import { LISTER_DOGS_BULK_MAX } from '@scout/domain/contracts/lister-dogs';
import { LISTER_DOGS_EXPORT_URL } from '@scout/domain/contracts/lister-dogs-csv';
import { withThousands } from '@scout/domain/numbers';
import { useBulkListerDogs, useListerDogsPages, type ListerDogsFilter } from '@/api/listers';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { serverMessage } from '@/lib/api-client';
import { DashboardError } from './dashboard-states';
import { ListerDogCard } from './lister-dog-card';

const STATUS_OPTIONS: { value: ListerDogsFilter['status']; label: string }[] = [
  { value: 'listed', label: 'All listed dogs' },
  { value: 'available', label: 'Available' },
  { value: 'adopted', label: 'Adopted' },
  { value: 'removed', label: 'Removed' },
];
const SORT_OPTIONS: { value: ListerDogsFilter['sort']; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'name', label: 'Name (A to Z)' },
  { value: 'views', label: 'Most viewed' },
];
const SEARCH_PAUSE_MS = 300;

const dogsCount = (n: number) => `${withThousands(n)} ${n === 1 ? 'dog' : 'dogs'}`;

export function ListerDogsSection({ listed }: { listed: number }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ListerDogsFilter['status']>('listed');
  const [sort, setSort] = useState<ListerDogsFilter['sort']>('newest');
  const [selected, setSelected] = useState<ReadonlyMap<string, ListerDog>>(new Map());
  const q = useDebouncedValue(search, SEARCH_PAUSE_MS);
  const pages = useListerDogsPages({ q, status, sort });

  const dogs = pages.data?.pages.flatMap((page) => page.dogs) ?? [];
  const matching = pages.data?.pages[0]?.matching ?? 0;
  const filtered = q.trim() !== '' || status !== 'listed';
  const toggle = (dog: ListerDog) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(dog.id)) next.delete(dog.id);
      else if (next.size < LISTER_DOGS_BULK_MAX) next.set(dog.id, dog);
      return next;
    });
  const clearFilters = () => {
    setSearch('');
    setStatus('listed');
  };

  return (
    <section aria-labelledby="your-dogs-heading" className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="your-dogs-heading" className="text-2xl font-extrabold tracking-tight">
          Your Dogs
        </h2>
        <Button asChild>
          <Link href="/dog-form">
            <Plus aria-hidden="true" />
            Add Dog
          </Link>
        </Button>
      </div>
      <div className="-mt-2 flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href="/import-dogs">
            <Upload aria-hidden="true" />
            Import from CSV
          </Link>
        </Button>
        {listed > 0 ? (
          <Button asChild variant="ghost" size="sm">
            <a href={LISTER_DOGS_EXPORT_URL} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        ) : null}
      </div>

      {listed === 0 ? (
        <NoDogsYet />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
            <label className="relative block">
              <span className="sr-only">Search your dogs by name or breed</span>
              <Search
                className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search by name or breed"
                maxLength={100}
                className="pl-12"
              />
            </label>
            <label className="block">
              <span className="sr-only">Show</span>
              <NativeSelect
                value={status}
                onChange={(event) => setStatus(event.target.value as ListerDogsFilter['status'])}
              >
                {STATUS_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <label className="block">
              <span className="sr-only">Sort by</span>
              <NativeSelect value={sort} onChange={(event) => setSort(event.target.value as ListerDogsFilter['sort'])}>
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </label>
          </div>

          <p aria-live="polite" className="text-sm font-semibold text-muted-foreground">
            {pages.isPending
              ? 'Loading your dogs…'
              : `Showing ${withThousands(dogs.length)} of ${dogsCount(matching)}${filtered ? ' that match' : ''}`}
          </p>

          {pages.isPending ? (
            <ListSkeleton />
          ) : pages.isError && dogs.length === 0 ? (
            <DashboardError onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
          ) : dogs.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed border-input bg-card/60 px-6 py-10 text-center">
              <h3 className="text-xl font-extrabold">No dogs match</h3>
              <p className="text-muted-foreground">Try another name or breed, or show every listed dog.</p>
              <Button variant="outline" onClick={clearFilters}>
                Show All Dogs
              </Button>
            </div>
          ) : (
            <ul aria-label="Your dogs" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {dogs.map((dog) => (
                <li key={dog.id} className="relative">
                  <ListerDogCard dog={dog} />
                  {dog.status === 'removed' ? null : (
                    <label className="absolute right-3 top-3 flex cursor-pointer items-center rounded-xl bg-card/90 p-1.5 shadow-soft">
                      <Checkbox checked={selected.has(dog.id)} onChange={() => toggle(dog)} />
                      <span className="sr-only">Select {dog.name}</span>
                    </label>
                  )}
                </li>
              ))}
            </ul>
          )}

          {pages.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
            >
              {pages.isFetchingNextPage ? 'Loading...' : 'Show More Dogs'}
            </Button>
          ) : null}

          {selected.size > 0 ? <BulkBar selected={selected} onDone={() => setSelected(new Map())} /> : null}
        </>
      )}
    </section>
  );
}

/** The chosen dogs and what can be done to all of them, kept in view at the bottom of the screen. */
function BulkBar({ selected, onDone }: { selected: ReadonlyMap<string, ListerDog>; onDone: () => void }) {
  const [asking, setAsking] = useState<ListerDogBulkAction | null>(null);
  const bulk = useBulkListerDogs({
    onSuccess: (changed, { action }) => {
      toast({
        title: action === 'adopted' ? 'Marked as adopted' : 'Listings removed',
        description:
          action === 'adopted'
            ? `${dogsCount(changed)} no longer ${changed === 1 ? 'appears' : 'appear'} to adopters.`
            : `${dogsCount(changed)} ${changed === 1 ? 'is' : 'are'} no longer listed on Scout.`,
      });
      setAsking(null);
      onDone();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: serverMessage(error) || 'Failed to update your dogs. Please try again.',
      }),
  });
  const dogs = [...selected.values()];
  const adoptable = dogs.filter((dog) => dog.status === 'available');
  const n = dogsCount(selected.size);
  const confirm = (action: ListerDogBulkAction) =>
    bulk.mutate({ action, ids: (action === 'adopted' ? adoptable : dogs).map((dog) => dog.id) });

  return (
    <div
      role="region"
      aria-label="Selected dogs"
      className="sticky bottom-20 z-10 flex flex-col gap-2 rounded-3xl border bg-card p-3 shadow-lift sm:flex-row sm:items-center sm:justify-between md:bottom-4"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="px-2 font-bold">{withThousands(selected.size)} selected</p>
        <Button variant="ghost" size="sm" onClick={onDone}>
          <X aria-hidden="true" />
          Clear
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <ConfirmDialog
          open={asking === 'adopted'}
          onOpenChange={(open) => setAsking(open ? 'adopted' : null)}
          trigger={
            <Button variant="outline" size="sm" disabled={adoptable.length === 0}>
              <HeartHandshake aria-hidden="true" />
              Mark as Adopted
            </Button>
          }
          title={`Mark ${dogsCount(adoptable.length)} as adopted?`}
          description="They will stop appearing to adopters in Discover, the map and search. You will still see them here."
          confirmLabel="Mark as Adopted"
          pendingLabel="Saving..."
          pending={bulk.isPending}
          onConfirm={() => confirm('adopted')}
        />
        <ConfirmDialog
          open={asking === 'removed'}
          onOpenChange={(open) => setAsking(open ? 'removed' : null)}
          trigger={
            <Button variant="outline" size="sm" className="text-destructive hover:bg-red-50">
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          }
          title={`Remove ${n}?`}
          description="Their listings will be taken off Scout for good, with their photos and counts. This cannot be undone."
          confirmLabel="Remove"
          pendingLabel="Removing..."
          pending={bulk.isPending}
          onConfirm={() => confirm('removed')}
        />
      </div>
    </div>
  );
}

function NoDogsYet() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-input bg-card/60 px-6 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-3xl bg-secondary text-secondary-foreground">
        <PawPrint className="size-8" aria-hidden="true" />
      </span>
      <div>
        <h3 className="text-xl font-extrabold">No dogs listed yet</h3>
        <p className="mt-1 text-muted-foreground">Add a dog and adopters nearby will start seeing them today.</p>
      </div>
      <Button asChild variant="outline">
        <Link href="/dog-form">
          <Heart aria-hidden="true" />
          Add Your First Dog
        </Link>
      </Button>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading your dogs…</span>
      <Skeleton className="h-80 rounded-3xl" />
      <Skeleton className="hidden h-80 rounded-3xl sm:block" />
      <Skeleton className="hidden h-80 rounded-3xl lg:block" />
    </div>
  );
}
