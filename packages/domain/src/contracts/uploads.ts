// `POST /api/uploads` (decisions §8): one dog photo per call, multipart field `file`.
import { z } from 'zod';

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest file accepted, before resizing. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Photos on one dog; the first is the cover. */
export const DOG_PHOTOS_MAX = 8;

export const uploadResultSchema = z.object({ url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
