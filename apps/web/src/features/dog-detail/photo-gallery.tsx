// The detail page's photo gallery (product §2, §9): a tall image that fades (500 ms) between
// photos, left and right thirds that go back and forward (wrapping round), dots, and the
// share and favorite buttons on top. The thirds are real buttons, so keys work too.
import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Dog as DogIcon } from 'lucide-react';
import { GALLERY_FADE_MS } from '@scout/domain/constants';
import { cn } from '@/lib/cn';
import { DogPhoto } from '@/components/dog-photo';

export function PhotoGallery({
  name,
  photos,
  index,
  onIndexChange,
  actions,
}: {
  name: string;
  photos: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  actions?: ReactNode;
}) {
  const count = photos.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      className="relative h-[500px] overflow-hidden bg-brand-50 md:h-[600px] md:rounded-3xl"
    >
      {count === 0 ? (
        <div className="flex size-full items-center justify-center text-brand-300">
          <DogIcon className="size-32" aria-hidden="true" />
        </div>
      ) : (
        photos.map((src, i) => (
          <DogPhoto
            key={src + i}
            src={src}
            alt={i === index ? `Photo ${i + 1} of ${count}: ${name}` : ''}
            aria-hidden={i === index ? undefined : true}
            // The hero: the first photo is the page's main image.
            priority={i === 0}
            sizes="(min-width: 768px) 768px, 100vw"
            style={{ transitionDuration: `${GALLERY_FADE_MS}ms` }}
            className={cn(
              'absolute inset-0 size-full object-cover transition-opacity ease-in-out',
              i === index ? 'opacity-100' : 'opacity-0',
            )}
            data-testid={i === index ? 'gallery-current' : undefined}
          />
        ))
      )}
      {count > 1 ? (
        <>
          <button
            type="button"
            aria-label="Previous photo"
            onClick={() => go(-1)}
            className="group absolute inset-y-0 left-0 flex w-1/3 items-center justify-start pl-3 focus-visible:outline-none"
          >
            <span className="flex size-10 items-center justify-center rounded-full bg-card/80 text-foreground opacity-0 shadow-soft transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 group-focus-visible:ring-2 group-focus-visible:ring-ring">
              <ChevronLeft className="size-6" aria-hidden="true" />
            </span>
          </button>
          <button
            type="button"
            aria-label="Next photo"
            onClick={() => go(1)}
            className="group absolute inset-y-0 right-0 flex w-1/3 items-center justify-end pr-3 focus-visible:outline-none"
          >
            <span className="flex size-10 items-center justify-center rounded-full bg-card/80 text-foreground opacity-0 shadow-soft transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 group-focus-visible:ring-2 group-focus-visible:ring-ring">
              <ChevronRight className="size-6" aria-hidden="true" />
            </span>
          </button>
          <div className="absolute inset-x-0 bottom-4 flex justify-center gap-1">
            {photos.map((src, i) => (
              <button
                key={src + i}
                type="button"
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onIndexChange(i)}
                className="flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-card"
              >
                <span
                  className={cn(
                    'block h-2 rounded-full bg-card shadow transition-all',
                    i === index ? 'w-5 opacity-100' : 'w-2 opacity-60',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
      {actions ? <div className="absolute right-3 top-3 z-10 flex gap-2">{actions}</div> : null}
    </section>
  );
}
