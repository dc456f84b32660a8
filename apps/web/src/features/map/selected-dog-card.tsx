// The bottom card for the dog picked on the map (product §2 "Map"): '% Match' badge, photo,
// name, age, breed, weight, who lists it, up to 3 temperament tags, Kids/Dogs/Cats badges,
// Like, and 'View Full Profile →'. The Message button arrives with conversations (a later
// issue); until then the full profile has the lister's contact details.
import type { ReactNode } from 'react';
import { Baby, Cat, Dog as DogIcon, Heart, House, MessageCircle, Sparkles, User, X } from 'lucide-react';
import { Link } from 'wouter';
import type { Dog } from '@scout/domain';
import { TEMPERAMENT_TAGS_ON_MAP } from '@scout/domain/constants';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAge, formatWeight, listerOf, traitLabel } from '@/lib/dog-format';
import { DogPhoto } from '@/components/dog-photo';

function CardFrame({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      data-testid="map-dog-card"
      className="pointer-events-auto relative mx-auto flex w-full max-w-xl overflow-hidden rounded-3xl border bg-card shadow-lift animate-fade-in"
    >
      {children}
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute right-2 top-2 flex size-9 items-center justify-center rounded-full bg-card/95 text-muted-foreground shadow-soft transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </section>
  );
}

function MatchBadge({ score }: { score: number | null }) {
  const className =
    'absolute left-2 top-2 inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-card/95 px-2.5 py-1 text-xs font-black text-brand-700 shadow-soft sm:text-sm';
  if (score === null) {
    return (
      <Link
        href="/onboarding"
        className={`${className} hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring`}
      >
        <Sparkles className="size-4" aria-hidden="true" />
        Take the quiz
      </Link>
    );
  }
  return (
    <span className={className}>
      <Sparkles className="size-4" aria-hidden="true" />
      {score}% Match
    </span>
  );
}

const GOOD_WITH = [
  { key: 'goodWithKids', label: 'Kids', Icon: Baby },
  { key: 'goodWithDogs', label: 'Dogs', Icon: DogIcon },
  { key: 'goodWithCats', label: 'Cats', Icon: Cat },
] as const;

export function SelectedDogCard({
  dog,
  canLike,
  liking,
  onLike,
  onMessage,
  messaging,
  onClose,
}: {
  dog: Dog;
  canLike: boolean;
  liking: boolean;
  onLike: () => void;
  /** Only for signed-in adopters (product §2 "Map"); null hides the button. */
  onMessage: (() => void) | null;
  messaging: boolean;
  onClose: () => void;
}) {
  const cover = dog.photos[0];
  const lister = listerOf(dog.shelterName);
  const goodWith = GOOD_WITH.filter((item) => dog[item.key]);
  return (
    <CardFrame label={dog.name} onClose={onClose}>
      <div className="relative w-32 shrink-0 bg-brand-50 sm:w-44">
        {cover ? (
          <DogPhoto
            src={cover}
            alt={`Photo of ${dog.name}`}
            sizes="(min-width: 640px) 176px, 128px"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-300">
            <DogIcon className="size-12" aria-hidden="true" />
          </div>
        )}
        <MatchBadge score={dog.compatibilityScore} />
      </div>
      <div className="grid min-w-0 flex-1 gap-2 p-3 pr-12 sm:p-4 sm:pr-12">
        <div className="min-w-0">
          <h2 className="truncate text-xl font-black tracking-tight">{dog.name}</h2>
          <p className="truncate text-sm font-semibold">
            {formatAge(dog.age)} • {dog.breed}
          </p>
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
            <span className="shrink-0 font-semibold">{formatWeight(dog.weight)}</span>
            <span aria-hidden="true">•</span>
            {lister.isOwner ? (
              <User className="size-3.5 shrink-0" aria-hidden="true" />
            ) : (
              <House className="size-3.5 shrink-0" aria-hidden="true" />
            )}
            <span className="truncate">{lister.name}</span>
          </p>
        </div>
        {dog.temperament.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Temperament">
            {dog.temperament.slice(0, TEMPERAMENT_TAGS_ON_MAP).map((trait) => (
              <li
                key={trait}
                className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-bold text-secondary-foreground"
              >
                {traitLabel(trait)}
              </li>
            ))}
          </ul>
        ) : null}
        {goodWith.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Good with">
            {goodWith.map(({ key, label, Icon }) => (
              <li
                key={key}
                className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-bold text-brand-700"
              >
                <Icon className="size-3.5" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
          {canLike ? (
            <Button size="sm" onClick={onLike} disabled={liking} aria-label={`Like ${dog.name}`}>
              <Heart className="fill-current" aria-hidden="true" />
              Like
            </Button>
          ) : null}
          {onMessage ? (
            <Button
              size="sm"
              variant="outline"
              onClick={onMessage}
              disabled={messaging}
              aria-label={`Message about ${dog.name}`}
            >
              <MessageCircle aria-hidden="true" />
              Message
            </Button>
          ) : null}
          <Link
            href={`/dogs/${dog.id}`}
            className="rounded-md text-sm font-bold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            View Full Profile →
          </Link>
        </div>
      </div>
    </CardFrame>
  );
}

export function SelectedDogCardLoading({ onClose }: { onClose: () => void }) {
  return (
    <CardFrame label="Loading dog" onClose={onClose}>
      <Skeleton className="w-32 shrink-0 rounded-none sm:w-44" />
      <div className="grid flex-1 gap-2 p-4 pr-12" role="status">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-4 w-48 max-w-full" />
        <Skeleton className="h-4 w-40 max-w-full" />
        <Skeleton className="mt-2 h-9 w-40" />
      </div>
    </CardFrame>
  );
}

export function SelectedDogCardError({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <CardFrame label="Dog unavailable" onClose={onClose}>
      <div className="grid flex-1 gap-3 p-4 pr-12">
        <p className="font-bold">We couldn't load this dog. It may have found a home already.</p>
        <div>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      </div>
    </CardFrame>
  );
}
