// `POST /api/uploads` (decisions §8): one dog photo per call, multipart field `file`.
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

export const uploadResultSchema = z.object({ url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
