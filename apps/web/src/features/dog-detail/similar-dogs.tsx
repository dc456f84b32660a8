import { Dog as DogIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useSimilarDogs } from '@/api/dogs';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAge } from '@/lib/dog-format';
import { DogPhoto } from '@/components/dog-photo';

/** 'Similar Dogs You Might Like' (product §14): real available dogs like this one. */
export function SimilarDogs({ dogId }: { dogId: string }) {
  const similar = useSimilarDogs(dogId);
  const dogs = similar.data ?? [];
  return (
    <section aria-labelledby="similar-heading" className="grid gap-3">
      <h2 id="similar-heading" className="text-xl font-extrabold tracking-tight">
        Similar Dogs You Might Like
      </h2>
      {similar.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
          <Skeleton className="hidden h-48 sm:block" />
        </div>
      ) : dogs.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {dogs.map((dog) => (
            <li key={dog.id}>
              <Link
                href={`/dogs/${dog.id}`}
                className="block overflow-hidden rounded-3xl border bg-card shadow-soft transition-shadow hover:shadow-lift focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <div className="aspect-[4/3] bg-brand-50">
                  {dog.photos[0] ? (
                    <DogPhoto
                      src={dog.photos[0]}
                      alt=""
                      sizes="(min-width: 768px) 240px, (min-width: 640px) 33vw, 50vw"
                      className="size-full object-cover"
                    />
                  ) : (
                    <DogIcon className="m-auto size-12 text-brand-300" aria-hidden="true" />
                  )}
                </div>
                <div className="p-3">
                  <p className="truncate font-extrabold">{dog.name}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {dog.breed} • {formatAge(dog.age)}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">No similar dogs right now.</p>
      )}
      <Button variant="outline" asChild className="justify-self-start">
        <Link href="/discover">Browse More Dogs</Link>
      </Button>
    </section>
  );
}
