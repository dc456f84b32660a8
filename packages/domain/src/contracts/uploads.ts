// `POST /api/uploads` (product §3): one dog photo per call, multipart field `file`.
import { z } from 'zod';

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest file accepted, before resizing. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Photos on one dog; the first is the cover. */
export const DOG_PHOTOS_MAX = 8;
/** Photos one lister may upload per hour (beyond it: 429); a dog form needs at most DOG_PHOTOS_MAX. */
export const UPLOADS_PER_HOUR = 60;
/** Where stored photos are served, and how a dog's row names them: `/uploads/<name>.webp`. */
export const UPLOADS_URL_PREFIX = '/uploads/';
/**
 * Where uploads are kept in S3-compatible storage (`photos/<name>.webp`), and so where a
 * CDN in front of the bucket (S3_PUBLIC_URL) serves them: `${S3_PUBLIC_URL}/photos/<name>`.
 */
export const PHOTOS_KEY_PREFIX = 'photos/';

/** The size an upload is stored at, at most this many pixels on its longer side. */
export const PHOTO_FULL_SIDE_PX = 1600;
/** The small size kept beside each upload, for map markers, cards and thumbnails. */
export const PHOTO_THUMB_SIDE_PX = 480;
/**
 * An upload's full size where the app serves it (`/uploads/<uuid>.webp`) or, with
 * S3_PUBLIC_URL, where a CDN does (`https://cdn.example.org/photos/<uuid>.webp`): the
 * browser is not told the CDN's address, so any http(s) base before `photos/` is one.
 */
const UPLOADED_PHOTO = /^(\/uploads\/|https?:\/\/[^?#]+\/photos\/)([0-9a-f-]{36})\.webp$/;

/**
 * The small version of a photo: an upload's `<uuid>.thumb.webp` beside it, wherever it is
 * served from. Other photos (the demo world's illustrations, which are small already) are
 * their own thumbnail.
 */
export function photoThumbnailUrl(url: string): string {
  const upload = UPLOADED_PHOTO.exec(url);
  return upload ? `${upload[1]}${upload[2]}.thumb.webp` : url;
}

export const uploadResultSchema = z.object({ url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
