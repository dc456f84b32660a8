import { Dog as DogIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { DogPhoto } from '@/components/dog-photo';

/**
 * A listed dog's cover (its first photo), or a calm placeholder when it has none yet. Small
 * covers are drawn small, so the browser picks the photo's small size.
 */
export function DogCoverPhoto({
  photos,
  name,
  small = false,
  className,
}: {
  photos: readonly string[];
  name: string;
  small?: boolean;
  className?: string;
}) {
  const cover = photos[0];
  return (
    <div className={cn('overflow-hidden bg-brand-50', className)}>
      {cover ? (
        <DogPhoto
          src={cover}
          alt={`Photo of ${name}`}
          sizes={small ? '(min-width: 640px) 400px, 112px' : '(min-width: 768px) 40vw, 100vw'}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-brand-300">
          <DogIcon className="size-16" aria-hidden="true" />
          <span className="sr-only">No photo of {name} yet</span>
        </div>
      )}
    </div>
  );
}
