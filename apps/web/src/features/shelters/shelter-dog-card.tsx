import { Dog as DogIcon, Weight } from 'lucide-react';
import { Link } from 'wouter';
import type { Dog } from '@scout/domain';
import { TEMPERAMENT_TAGS_ON_SHELTER_PAGE } from '@scout/domain/constants';
import { formatAge, formatWeight, traitLabel } from '@/lib/dog-format';
import { DogPhoto } from '@/components/dog-photo';

/** One of the shelter's dogs (product §2): photo with an age badge, name, breed, weight, 2 traits. */
export function ShelterDogCard({ dog, priority = false }: { dog: Dog; priority?: boolean }) {
  const cover = dog.photos[0];
  return (
    <Link
      href={`/dogs/${dog.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-3xl border bg-card shadow-soft transition-shadow hover:shadow-lift focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <div className="relative aspect-square overflow-hidden bg-brand-50">
        {cover ? (
          <DogPhoto
            src={cover}
            alt=""
            sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="absolute inset-0 flex items-center justify-center text-brand-300">
            <DogIcon className="size-16" aria-hidden="true" />
          </div>
        )}
        <span className="absolute left-3 top-3 rounded-full bg-card/95 px-3 py-1 text-sm font-bold shadow-soft">
          {formatAge(dog.age)}
        </span>
      </div>
      <div className="grid flex-1 content-start gap-1.5 p-4">
        <h3 className="truncate text-xl font-black tracking-tight">{dog.name}</h3>
        <p className="truncate font-semibold">{dog.breed}</p>
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
          <Weight className="size-4" aria-hidden="true" />
          {formatWeight(dog.weight)}
        </p>
        {dog.temperament.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-2" aria-label="Temperament">
            {dog.temperament.slice(0, TEMPERAMENT_TAGS_ON_SHELTER_PAGE).map((trait) => (
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
    </Link>
  );
}
