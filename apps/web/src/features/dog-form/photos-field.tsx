import { useId, type ChangeEvent } from 'react';
import { ImagePlus, LoaderCircle, Star, X } from 'lucide-react';
import { DOG_PHOTOS_MAX, UPLOAD_MAX_BYTES } from '@scout/domain/contracts/uploads';
import { cn } from '@/lib/cn';
import { ACCEPTED_PHOTO_TYPES } from './upload-photo';
import type { PhotoUploads } from './use-photo-uploads';

const MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

const tileButton =
  'flex size-9 items-center justify-center rounded-full bg-card/95 text-foreground shadow-soft transition-colors hover:bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60';

/**
 * The dog's photos: thumbnails in order (the first is the cover), a tile to add more, and
 * per photo 'Make cover' and remove. Problems with chosen files are listed under the grid.
 */
export function PhotosField({ photos, disabled }: { photos: PhotoUploads; disabled: boolean }) {
  const hintId = useId();
  const problemsId = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again (after removing it) still fires a change.
    event.target.value = '';
    if (files.length > 0) photos.add(files);
  }

  return (
    <div className="grid gap-3">
      <p id={hintId} className="text-sm text-muted-foreground">
        Up to {DOG_PHOTOS_MAX} photos, JPEG, PNG or WebP, {MAX_MB} MB each. The first photo is the cover adopters see
        first.
      </p>
      <ul aria-label="Photos" className="grid grid-cols-3 gap-3 sm:grid-cols-4">
        {photos.items.map((photo, index) => {
          const n = index + 1;
          const uploading = photo.url === null;
          return (
            <li key={photo.key} className="relative aspect-square overflow-hidden rounded-2xl border bg-brand-50">
              <img
                src={photo.src}
                alt={index === 0 ? `Photo ${n} (cover)` : `Photo ${n}`}
                className={cn('size-full object-cover', uploading && 'opacity-60')}
              />
              {uploading ? (
                <span
                  role="status"
                  className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-card/40 text-sm font-bold text-foreground"
                >
                  <LoaderCircle className="size-6 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                  Uploading…
                </span>
              ) : null}
              {index === 0 ? (
                <span className="absolute left-2 top-2 rounded-full bg-primary px-2.5 py-0.5 text-xs font-extrabold text-primary-foreground shadow-soft">
                  Cover
                </span>
              ) : null}
              <div className="absolute inset-x-2 bottom-2 flex justify-between gap-2">
                {index > 0 ? (
                  <button
                    type="button"
                    className={tileButton}
                    disabled={disabled}
                    onClick={() => photos.makeCover(photo.key)}
                    aria-label={`Make photo ${n} the cover`}
                    title="Make cover"
                  >
                    <Star className="size-4" aria-hidden="true" />
                  </button>
                ) : (
                  <span />
                )}
                <button
                  type="button"
                  className={tileButton}
                  disabled={disabled}
                  onClick={() => photos.remove(photo.key)}
                  aria-label={`Remove photo ${n}`}
                  title="Remove"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          );
        })}
        {!photos.full ? (
          <li className="aspect-square">
            <label
              className={cn(
                'flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-input bg-card p-2 text-center text-sm font-bold text-brand-700 transition-colors hover:border-brand-300 hover:bg-brand-50',
                'focus-within:outline-none focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background',
                disabled && 'pointer-events-none opacity-60',
              )}
            >
              <ImagePlus className="size-7" aria-hidden="true" />
              {photos.items.length === 0 ? 'Add photos' : 'Add more'}
              <input
                type="file"
                accept={ACCEPTED_PHOTO_TYPES}
                multiple
                disabled={disabled}
                onChange={choose}
                aria-describedby={`${hintId}${photos.problems.length > 0 ? ` ${problemsId}` : ''}`}
                className="sr-only"
              />
            </label>
          </li>
        ) : null}
      </ul>
      <div id={problemsId} aria-live="polite">
        {photos.problems.length > 0 ? (
          <ul className="grid gap-1 text-sm font-semibold text-destructive">
            {photos.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
