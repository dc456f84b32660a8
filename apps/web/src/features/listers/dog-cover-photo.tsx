import { Dog as DogIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { photoThumbnailUrl } from '@scout/domain/contracts/uploads';

/**
 * A listed dog's cover (its first photo), or a calm placeholder when it has none yet. Small
 * covers load the photo's small size.
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
  const cover = photos[0] && (small ? photoThumbnailUrl(photos[0]) : photos[0]);
  return (
    <div className={cn('overflow-hidden bg-brand-50', className)}>
      {cover ? (
        <img src={cover} alt={`Photo of ${name}`} loading="lazy" className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-brand-300">
          <DogIcon className="size-16" aria-hidden="true" />
          <span className="sr-only">No photo of {name} yet</span>
        </div>
      )}
    </div>
  );
}
