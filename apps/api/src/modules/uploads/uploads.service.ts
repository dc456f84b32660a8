// Dog photo uploads (product §3): an onboarded lister's image, checked and resized
// (photo-processing.ts), stored as <uuid>.webp with its small size beside it
// (<uuid>.thumb.webp) in DATA_DIR/uploads or the S3 bucket (photo-storage.ts), and recorded
// as theirs, so their dogs may use it. Its URL is handed out where photos are (photo-urls.ts:
// /uploads/<name>, or at the CDN with S3_PUBLIC_URL). At most UPLOADS_PER_HOUR per account.
import { photoThumbnailUrl, UPLOADS_PER_HOUR, UPLOADS_URL_PREFIX, type UploadResult } from '@scout/domain';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-errors.ts';
import type { PhotoStorage } from './photo-storage.ts';
import type { PhotoUrls } from './photo-urls.ts';
import { toWebPhotos } from './photo-processing.ts';
import { insertUpload, recentUploads } from './uploads.repository.ts';

const HOUR_MS = 3_600_000;

/** 429, with how long to wait before the oldest upload of the hour stops counting. */
export class TooManyUploadsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      429,
      `You can upload ${UPLOADS_PER_HOUR} photos an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

export function createUploadsService(
  db: Database,
  photos: PhotoStorage,
  photoUrls: PhotoUrls,
  now: () => Date = () => new Date(),
) {
  return {
    /** Throws TooManyUploadsError when this user has used up the hour's uploads. */
    async checkRate(userId: string): Promise<void> {
      const hourAgo = new Date(now().getTime() - HOUR_MS);
      const recent = await recentUploads(db, userId, hourAgo);
      if (recent.count < UPLOADS_PER_HOUR) return;
      const freedAt = (recent.oldest?.getTime() ?? now().getTime()) + HOUR_MS;
      throw new TooManyUploadsError(Math.max(1, Math.ceil((freedAt - now().getTime()) / 1000)));
    },

    /** Stores the image as this user's upload; the URL is what a dog's `photos` may name. */
    async store(userId: string, data: Buffer): Promise<UploadResult> {
      const sizes = await toWebPhotos(data);
      const fileName = `${randomUUID()}.webp`;
      const url = `${UPLOADS_URL_PREFIX}${fileName}`;
      const thumbnailName = photoThumbnailUrl(url).slice(UPLOADS_URL_PREFIX.length);
      try {
        await photos.put(thumbnailName, sizes.thumbnail);
        await photos.put(fileName, sizes.full);
        await insertUpload(db, userId, fileName);
      } catch (err) {
        // No row, no files: nothing may point at a photo nobody owns.
        await photos.deleteQuietly([fileName, thumbnailName]);
        throw err;
      }
      return { url: photoUrls.present(url) };
    },
  };
}
