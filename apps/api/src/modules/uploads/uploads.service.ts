// Dog photo uploads (product §3): an onboarded lister's image, checked and resized
// (photo-processing.ts), stored as DATA_DIR/uploads/<uuid>.webp with its small size beside it
// (<uuid>.thumb.webp), and recorded as theirs, so their dogs may use it. At most
// UPLOADS_PER_HOUR per account.
import { photoThumbnailUrl, UPLOADS_PER_HOUR, UPLOADS_URL_PREFIX, type UploadResult } from '@scout/domain';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-errors.ts';
import { toWebPhotos } from './photo-processing.ts';
import { insertUpload, recentUploads } from './uploads.repository.ts';

const HOUR_MS = 3_600_000;

/** Where uploaded photos are stored (served at /uploads/). */
export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

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

export function createUploadsService(db: Database, uploadsDir: string, now: () => Date = () => new Date()) {
  return {
    /** Throws TooManyUploadsError when this user has used up the hour's uploads. */
    async checkRate(userId: string): Promise<void> {
      const hourAgo = new Date(now().getTime() - HOUR_MS);
      const recent = await recentUploads(db, userId, hourAgo);
      if (recent.count < UPLOADS_PER_HOUR) return;
      const freedAt = (recent.oldest?.getTime() ?? now().getTime()) + HOUR_MS;
      throw new TooManyUploadsError(Math.max(1, Math.ceil((freedAt - now().getTime()) / 1000)));
    },

    /** Stores the image as this user's upload; the URL is what a dog's `photos` names. */
    async store(userId: string, data: Buffer): Promise<UploadResult> {
      const photos = await toWebPhotos(data);
      const fileName = `${randomUUID()}.webp`;
      const url = `${UPLOADS_URL_PREFIX}${fileName}`;
      const files = [
        path.join(uploadsDir, fileName),
        path.join(uploadsDir, photoThumbnailUrl(url).slice(UPLOADS_URL_PREFIX.length)),
      ];
      try {
        await writeFile(files[1]!, photos.thumbnail, { flag: 'wx' });
        await writeFile(files[0]!, photos.full, { flag: 'wx' });
        await insertUpload(db, userId, fileName);
      } catch (err) {
        // No row, no files: nothing may point at a photo nobody owns.
        await Promise.all(files.map((file) => rm(file, { force: true })));
        throw err;
      }
      return { url };
    },
  };
}
