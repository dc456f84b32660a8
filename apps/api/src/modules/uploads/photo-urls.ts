// The addresses photos are handed out at (decision 016). A dog's row names an upload as
// `/uploads/<name>` whatever the settings. With S3_PUBLIC_URL, every answer names it at
// `${S3_PUBLIC_URL}/photos/<name>` instead (the bucket's key, read straight from the CDN in
// front of it), and a URL of that form sent back by a client is read as the stored one. So
// no row is rewritten, the setting can be switched on and off at any time, and the
// /uploads/<name> links handed out before keep working (uploads.routes.ts still serves them).
// Other photos (the demo illustrations under /demo-photos/) are the app's own files and stay.
import { PHOTOS_KEY_PREFIX, UPLOADS_URL_PREFIX } from '@scout/domain';
import { UPLOADED_FILE_NAME } from './photo-storage.ts';

export interface PhotoUrls {
  /** Where a stored photo URL is handed out. */
  present(url: string): string;
  /** A dog's photos as handed out (the same array when nothing changes). */
  presentAll(urls: string[]): string[];
  /** The stored form of a photo URL a client sent: `/uploads/<name>` for an upload at the CDN, any other URL as it is. */
  stored(url: string): string;
}

/** Without S3_PUBLIC_URL: photos are handed out as stored. */
export const PHOTOS_AS_STORED: PhotoUrls = {
  present: (url) => url,
  presentAll: (urls) => urls,
  stored: (url) => url,
};

/**
 * The origin photos come from besides the app's own (S3_PUBLIC_URL's), for the content
 * security policy; none without it.
 */
export function photoOrigins(publicBase: string | undefined): string[] {
  return publicBase === undefined ? [] : [new URL(publicBase).origin];
}

/** `publicBase`: S3_PUBLIC_URL without its trailing slash, or undefined. */
export function createPhotoUrls(publicBase: string | undefined): PhotoUrls {
  if (publicBase === undefined) return PHOTOS_AS_STORED;
  const publicPrefix = `${publicBase}/${PHOTOS_KEY_PREFIX}`;
  /** The upload's file name after `prefix`, or null when the URL is not an upload there. */
  const uploadAfter = (url: string, prefix: string): string | null => {
    if (!url.startsWith(prefix)) return null;
    const name = url.slice(prefix.length);
    return UPLOADED_FILE_NAME.test(name) ? name : null;
  };
  const present = (url: string): string => {
    const name = uploadAfter(url, UPLOADS_URL_PREFIX);
    return name === null ? url : `${publicPrefix}${name}`;
  };
  return {
    present,
    presentAll: (urls) => urls.map(present),
    stored(url) {
      const name = uploadAfter(url, publicPrefix);
      return name === null ? url : `${UPLOADS_URL_PREFIX}${name}`;
    },
  };
}
