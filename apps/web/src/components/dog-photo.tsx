// Every dog photo in the app (issue 14, point 3). An upload is stored twice (the upload
// pipeline resizes to fit PHOTO_FULL_SIDE_PX and PHOTO_THUMB_SIDE_PX), so the browser picks
// the smaller file through srcset + sizes wherever it is enough. The demo world's photos are
// SVG illustrations (800x1000): resolution-independent, so they need no srcset.
// width and height give the image its aspect before it loads, so nothing shifts.
import type { ImgHTMLAttributes } from 'react';
import { PHOTO_FULL_SIDE_PX, PHOTO_THUMB_SIDE_PX, photoThumbnailUrl } from '@scout/domain/contracts/uploads';

/**
 * The aspect reserved before a photo loads: the demo illustrations' 800x1000. Uploads keep
 * their own aspect, which the data does not carry; every place that shows a photo crops it
 * to its frame (object-cover), so this only matters until the file arrives.
 */
export const DOG_PHOTO_WIDTH = 800;
export const DOG_PHOTO_HEIGHT = 1000;

/** srcset for a stored photo: its small and full sizes by their pixel widths; none for other photos. */
export function dogPhotoSrcSet(url: string): string | undefined {
  const thumbnail = photoThumbnailUrl(url);
  return thumbnail === url ? undefined : `${thumbnail} ${PHOTO_THUMB_SIDE_PX}w, ${url} ${PHOTO_FULL_SIDE_PX}w`;
}

export interface DogPhotoProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'decoding'
> {
  /** The photo's URL as the API gives it (the full size). */
  src: string;
  alt: string;
  /** How wide the photo is drawn, as a `sizes` attribute (e.g. "(min-width: 640px) 176px, 128px"). */
  sizes: string;
  /** The page's main photo: fetched first and at once; every other photo loads lazily. */
  priority?: boolean;
}

export function DogPhoto({ src, alt, sizes, priority = false, ...rest }: DogPhotoProps) {
  const srcSet = dogPhotoSrcSet(src);
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={DOG_PHOTO_WIDTH}
      height={DOG_PHOTO_HEIGHT}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
