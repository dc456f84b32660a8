// The dog's photos as thumbnails (a tap shows one in the gallery above) and its 'A Day with'
// video, when it has them.
import { THUMBNAIL_COLUMNS } from '@scout/domain/constants';
import type { Dog } from '@scout/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { videoThumbnailUrl } from '@/lib/dog-format';
import { DogPhoto } from '@/components/dog-photo';

export function PhotoThumbnails({
  dog,
  photoIndex,
  onShowPhoto,
}: {
  dog: Dog;
  photoIndex: number;
  onShowPhoto: (index: number) => void;
}) {
  if (dog.photos.length <= 1) return null;
  return (
    <section aria-labelledby="photos-heading">
      <h2 id="photos-heading" className="mb-3 text-xl font-extrabold tracking-tight">
        Photos
      </h2>
      <ul className="grid gap-2" style={{ gridTemplateColumns: `repeat(${THUMBNAIL_COLUMNS}, minmax(0, 1fr))` }}>
        {dog.photos.map((src, i) => (
          <li key={src + i}>
            <button
              type="button"
              aria-label={`Show photo ${i + 1} of ${dog.photos.length}`}
              onClick={() => {
                onShowPhoto(i);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              className={cn(
                'block aspect-square w-full overflow-hidden rounded-2xl bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                i === photoIndex && 'ring-2 ring-brand-600',
              )}
            >
              <DogPhoto src={src} alt="" sizes="(min-width: 768px) 120px, 25vw" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DayInLifeCard({ dog }: { dog: Dog }) {
  if (!dog.dayInLifeVideo) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>A Day with {dog.name}</CardTitle>
      </CardHeader>
      <CardContent>
        <video
          src={dog.dayInLifeVideo}
          poster={videoThumbnailUrl(dog.dayInLifeVideo)}
          controls
          preload="none"
          playsInline
          className="aspect-video w-full rounded-2xl bg-black"
        >
          <track kind="captions" />
        </video>
      </CardContent>
    </Card>
  );
}
