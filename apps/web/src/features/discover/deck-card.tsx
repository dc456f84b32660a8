import { memo } from 'react';
import { Baby, Cat, Dog as DogIcon, MapPin, Sparkles, Weight } from 'lucide-react';
import { Link } from 'wouter';
import type { Dog } from '@scout/domain';
import { TEMPERAMENT_TAGS_ON_CARD } from '@scout/domain/constants';
import { cn } from '@/lib/cn';
import { energyLabel, formatAge, formatDistance, formatWeight, traitLabel } from '@/lib/dog-format';
import { DogPhoto } from '@/components/dog-photo';

/** The deck is at most max-w-md (28rem) wide, with 1rem of padding either side on phones. */
export const DECK_PHOTO_SIZES = '(min-width: 480px) 448px, calc(100vw - 2rem)';

/**
 * What one deck card shows (product §2): the big first photo, then the facts that matter.
 * `priority`: the top card's photo, the page's main image, is fetched first.
 */
export const DeckCard = memo(function DeckCard({
  dog,
  interactive,
  priority = false,
}: {
  dog: Dog;
  interactive: boolean;
  priority?: boolean;
}) {
  const distance = formatDistance(dog.distance);
  const cover = dog.photos[0];
  return (
    <article
      aria-label={`${dog.name}, ${formatAge(dog.age)}, ${dog.breed}`}
      className="flex size-full select-none flex-col overflow-hidden rounded-3xl border bg-card shadow-lift"
    >
      <div className="relative min-h-0 flex-1 bg-brand-50">
        {cover ? (
          <DogPhoto
            src={cover}
            alt={interactive ? `Photo of ${dog.name}` : ''}
            sizes={DECK_PHOTO_SIZES}
            priority={priority}
            draggable={false}
            className="pointer-events-none size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-300">
            <DogIcon className="size-24" aria-hidden="true" />
          </div>
        )}
        <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-3">
          <span className="rounded-full bg-card/95 px-3 py-1 text-sm font-bold text-foreground shadow-soft">
            {energyLabel(dog.energyLevel)}
          </span>
          <MatchBadge score={dog.compatibilityScore} interactive={interactive} />
        </div>
      </div>
      <div className="grid gap-2 p-4 sm:p-5">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="min-w-0 truncate text-2xl font-black tracking-tight">
            {interactive ? (
              <Link
                href={`/dogs/${dog.id}`}
                // A drag that starts on the name swipes the card, not the browser's link drag.
                draggable={false}
                className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {dog.name}
              </Link>
            ) : (
              dog.name
            )}
            , <span className="font-bold text-muted-foreground">{formatAge(dog.age)}</span>
          </h2>
          <GoodWithIcons dog={dog} />
        </div>
        <p className="truncate font-semibold">{dog.breed}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Weight className="size-4" aria-hidden="true" />
            {formatWeight(dog.weight)}
          </span>
          {distance ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              {distance}
            </span>
          ) : null}
        </div>
        {dog.temperament.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Temperament">
            {dog.temperament.slice(0, TEMPERAMENT_TAGS_ON_CARD).map((trait) => (
              <li
                key={trait}
                className="rounded-full bg-secondary px-3 py-1 text-sm font-bold text-secondary-foreground"
              >
                {traitLabel(trait)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}, sameCard);

/**
 * Whether a card would look the same: a guest's deck is ranked again after every swipe,
 * which makes new dog objects, so the cards compare what they show instead of identity.
 */
function sameCard(
  prev: { dog: Dog; interactive: boolean; priority?: boolean },
  next: { dog: Dog; interactive: boolean; priority?: boolean },
): boolean {
  if (prev.interactive !== next.interactive || prev.priority !== next.priority) return false;
  const a = prev.dog;
  const b = next.dog;
  return (
    a === b ||
    (a.id === b.id &&
      a.name === b.name &&
      a.age === b.age &&
      a.breed === b.breed &&
      a.weight === b.weight &&
      a.energyLevel === b.energyLevel &&
      a.photos[0] === b.photos[0] &&
      a.compatibilityScore === b.compatibilityScore &&
      a.distance === b.distance &&
      a.goodWithKids === b.goodWithKids &&
      a.goodWithDogs === b.goodWithDogs &&
      a.goodWithCats === b.goodWithCats &&
      a.temperament.join() === b.temperament.join())
  );
}

/** '87% match', or for someone without a profile a way to get one. */
function MatchBadge({ score, interactive }: { score: number | null; interactive: boolean }) {
  const className =
    'inline-flex items-center gap-1 rounded-full bg-card/95 px-3 py-1 text-sm font-black text-brand-700 shadow-soft';
  if (score !== null) {
    return (
      <span className={className}>
        <Sparkles className="size-4" aria-hidden="true" />
        {score}% match
      </span>
    );
  }
  if (!interactive) return <span className={className}>Take the quiz</span>;
  return (
    <Link
      href="/onboarding"
      draggable={false}
      onClick={(event) => event.stopPropagation()}
      className={cn(
        className,
        'hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
    >
      <Sparkles className="size-4" aria-hidden="true" />
      Take the quiz
    </Link>
  );
}

const GOOD_WITH = [
  { key: 'goodWithKids', label: 'kids', Icon: Baby },
  { key: 'goodWithDogs', label: 'dogs', Icon: DogIcon },
  { key: 'goodWithCats', label: 'cats', Icon: Cat },
] as const;

/** Icons for the companions the dog is good with; each is named for screen readers. */
function GoodWithIcons({ dog }: { dog: Dog }) {
  const items = GOOD_WITH.filter((item) => dog[item.key]);
  if (items.length === 0) return null;
  return (
    <ul className="flex shrink-0 gap-1.5" aria-label="Good with">
      {items.map(({ key, label, Icon }) => (
        <li
          key={key}
          title={`Good with ${label}`}
          className="flex size-8 items-center justify-center rounded-full bg-muted text-brand-700"
        >
          <Icon className="size-4" aria-hidden="true" />
          <span className="sr-only">Good with {label}</span>
        </li>
      ))}
    </ul>
  );
}
