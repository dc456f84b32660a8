// `POST /api/uploads` (product §3): one dog photo per call, multipart field `file`.
import { z } from 'zod';

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest file accepted, before resizing. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Photos on one dog; the first is the cover. */
export const DOG_PHOTOS_MAX = 8;
/** Photos one lister may upload per hour (beyond it: 429); a dog form needs at most DOG_PHOTOS_MAX. */
export const UPLOADS_PER_HOUR = 60;
/** Where stored photos are served: `/uploads/<name>.webp`. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The size an upload is stored at, at most this many pixels on its longer side. */
export const PHOTO_FULL_SIDE_PX = 1600;
/** The small size kept beside each upload, for map markers, cards and thumbnails. */
export const PHOTO_THUMB_SIDE_PX = 480;
const UPLOADED_PHOTO = /^\/uploads\/([0-9a-f-]{36})\.webp$/;

/**
 * The small version of a photo: an upload's `<uuid>.thumb.webp` beside it. Other photos
 * (the demo world's illustrations, which are small already) are their own thumbnail.
 */
export function photoThumbnailUrl(url: string): string {
  const upload = UPLOADED_PHOTO.exec(url);
  return upload ? `${UPLOADS_URL_PREFIX}${upload[1]}.thumb.webp` : url;
}

export const uploadResultSchema = z.object({ url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
