// The top of the dog's page: a bar back to Discover with the dog's name, and the photo
// gallery with the share and favorite buttons on it.
import { ArrowLeft, Heart, Share2 } from 'lucide-react';
import { Link } from 'wouter';
import type { Dog } from '@scout/domain';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PhotoGallery } from './photo-gallery';

const imageButton =
  'flex size-11 items-center justify-center rounded-full bg-card/95 text-foreground shadow-soft transition-colors hover:bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function DogHeader({
  dog,
  photoIndex,
  onPhotoIndexChange,
  onShare,
  favorite,
}: {
  dog: Dog;
  photoIndex: number;
  onPhotoIndexChange: (index: number) => void;
  onShare: () => void;
  /** The heart, for those who can like dogs; null hides it. */
  favorite: { liked: boolean; pending: boolean; onLike: () => void } | null;
}) {
  return (
    <>
      <div className="sticky top-16 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-2 backdrop-blur md:px-4">
        <Button variant="ghost" size="icon" asChild>
          <Link href="/discover" aria-label="Back to Discover">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <p className="truncate text-lg font-extrabold">{dog.name}</p>
      </div>

      <div className="md:px-4 md:pt-4">
        <PhotoGallery
          name={dog.name}
          photos={dog.photos}
          index={photoIndex}
          onIndexChange={onPhotoIndexChange}
          actions={
            <>
              <button type="button" aria-label={`Share ${dog.name}`} className={imageButton} onClick={onShare}>
                <Share2 className="size-5" aria-hidden="true" />
              </button>
              {favorite ? (
                <button
                  type="button"
                  aria-label={favorite.liked ? `You like ${dog.name}` : `Favorite ${dog.name}`}
                  aria-pressed={favorite.liked}
                  disabled={favorite.pending}
                  className={cn(imageButton, favorite.liked && 'text-brand-600')}
                  onClick={() => {
                    if (!favorite.liked) favorite.onLike();
                  }}
                >
                  <Heart className={cn('size-5', favorite.liked && 'fill-current')} aria-hidden="true" />
                </button>
              ) : null}
            </>
          }
        />
      </div>
    </>
  );
}
