// The dog at a glance: name, breed, age, weight, distance, and whether it has found a home.
import { Home, MapPin, Weight } from 'lucide-react';
import type { Dog } from '@scout/domain';
import { formatAgeOld, formatDistance, formatWeight } from '@/lib/dog-format';

export function DogFacts({ dog }: { dog: Dog }) {
  const distance = formatDistance(dog.distance);
  return (
    <>
      <div>
        <h1 className="text-4xl font-black tracking-tight">{dog.name}</h1>
        <p className="mt-1 text-lg font-semibold">{dog.breed}</p>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 font-semibold text-muted-foreground">
          <span>{formatAgeOld(dog.age)}</span>
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
      </div>

      {dog.status !== 'available' ? (
        <p
          role="status"
          className="flex items-center gap-3 rounded-3xl border border-green-200 bg-green-50 p-4 font-bold text-green-900"
        >
          <Home className="size-6 shrink-0" aria-hidden="true" />
          {dog.name} has found a home.
        </p>
      ) : null}
    </>
  );
}
