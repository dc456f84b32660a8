import { Eye, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import type { DogSize, ListerDog } from '@scout/domain';
import { Button } from '@/components/ui/button';
import { formatAge } from '@/lib/dog-format';
import { DogCoverPhoto } from './dog-cover-photo';
import { MarkAdoptedAction, RemoveDogAction } from './dog-status-actions';
import { withThousands } from '@scout/domain/numbers';

const SIZE_LABELS: Record<DogSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };

function count(n: number, one: string, many: string): string {
  return `${withThousands(n)} ${n === 1 ? one : many}`;
}

/** One dog in a shelter's 'Your Dogs' grid (product §2): the facts, its interest, and what the lister can do. */
export function ListerDogCard({ dog }: { dog: ListerDog }) {
  const adopted = dog.status === 'adopted';
  const removed = dog.status === 'removed';
  return (
    <article
      aria-labelledby={`dog-${dog.id}-name`}
      className="flex h-full flex-col overflow-hidden rounded-3xl border bg-card shadow-soft"
    >
      {/* Phones: a compact row (photo beside the facts) so a long list stays scannable. */}
      <div className="flex items-center gap-4 p-3 sm:block sm:p-0">
        <div className="relative size-28 shrink-0 overflow-hidden rounded-2xl sm:size-auto sm:rounded-none">
          <DogCoverPhoto photos={dog.photos} name={dog.name} small className="size-full sm:aspect-[4/3] sm:h-auto" />
          {adopted ? (
            <span className="absolute left-2 top-2 rounded-full bg-success px-2.5 py-0.5 text-sm font-bold text-white shadow-soft sm:left-3 sm:top-3 sm:px-3 sm:py-1">
              Adopted
            </span>
          ) : removed ? (
            <span className="absolute left-2 top-2 rounded-full bg-foreground px-2.5 py-0.5 text-sm font-bold text-background shadow-soft sm:left-3 sm:top-3 sm:px-3 sm:py-1">
              Removed
            </span>
          ) : null}
        </div>
        <div className="grid min-w-0 gap-2 sm:px-4 sm:pt-4">
          <div className="min-w-0">
            <h3 id={`dog-${dog.id}-name`} className="truncate text-xl font-extrabold tracking-tight">
              {dog.name}
            </h3>
            <p className="truncate font-semibold">{dog.breed}</p>
            <p className="text-muted-foreground">
              {formatAge(dog.age)} · {SIZE_LABELS[dog.size]}
            </p>
          </div>
          <p className="text-sm font-semibold text-muted-foreground">
            {count(dog.views, 'view', 'views')} · {count(dog.inquiries, 'inquiry', 'inquiries')} ·{' '}
            {count(dog.interestedAdopters, 'like', 'likes')}
          </p>
        </div>
      </div>
      {removed ? (
        // A removed listing is gone for everyone: nothing left to edit, view or change.
        <p className="mt-auto px-4 pb-4 pt-1 text-sm text-muted-foreground sm:pt-3">No longer listed on Scout.</p>
      ) : (
        <div className="mt-auto grid gap-2 px-4 pb-3 pt-1 sm:pt-3">
          <div className="grid grid-cols-2 gap-2">
            <Button asChild variant="outline" size="sm">
              {/* Named with the dog: every card has an Edit and a View. */}
              <Link href={`/dog-form?edit=${encodeURIComponent(dog.id)}`} aria-label={`Edit ${dog.name}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
            <Button asChild variant="secondary" size="sm">
              <Link href={`/dogs/${encodeURIComponent(dog.id)}`} aria-label={`View ${dog.name}`}>
                <Eye aria-hidden="true" />
                View
              </Link>
            </Button>
          </div>
          <div className="-mx-2 flex flex-wrap items-center justify-between gap-1 border-t pt-2">
            {adopted ? <span /> : <MarkAdoptedAction dog={dog} />}
            <RemoveDogAction dog={dog} />
          </div>
        </div>
      )}
    </article>
  );
}
