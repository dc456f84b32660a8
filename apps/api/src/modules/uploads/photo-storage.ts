// Where uploaded photos are kept, by file name ("<uuid>.webp", "<uuid>.thumb.webp"; stored as
// /uploads/<name>). With S3 configured (decisions §10, §13): objects under "photos/" in the
// bucket, which GET /uploads/<name> (uploads.routes.ts) streams from there, so a photo uploaded
// through one server process is served by every other; with S3_PUBLIC_URL too, the answers
// name them at the CDN in front of the bucket instead (photo-urls.ts). Otherwise, as before:
// files in DATA_DIR/uploads, which static-files.ts serves as they are.
import { PHOTOS_KEY_PREFIX } from '@scout/domain';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createLocalStorage } from '../../storage/local-storage.ts';
import { deleteObjectsQuietly, type ObjectStorage, type StoredObject } from '../../storage/object-storage.ts';

/** The names uploads write, and the only ones ever read back: never a path, never another prefix. */
export const UPLOADED_FILE_NAME = /^[0-9a-f-]{36}(\.thumb)?\.webp$/;

/** A photo's bytes never change under its name: browsers and caches keep it a year. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const NO_SUCH_PHOTO_MESSAGE = 'No such photo';

export interface PhotoStorage {
  /** 'local': DATA_DIR/uploads, served by static-files.ts; 's3': the bucket, served by the photos route. */
  readonly kind: 'local' | 's3';
  /** Stores a new photo under this name (never replacing one: names are fresh UUIDs). */
  put(fileName: string, data: Buffer): Promise<void>;
  /** The photo's bytes as a stream, or null for an unknown or malformed name. */
  get(fileName: string): Promise<StoredObject | null>;
  /** Removes these photos, without throwing (called to undo a failed upload). */
  deleteQuietly(fileNames: readonly string[]): Promise<void>;
}

/** Where uploaded photos are stored on the local disk (served at /uploads/). */
export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * The bucket when the object storage is S3, else DATA_DIR/uploads as before (not the local
 * object storage's own folders). `warn` hears of a photo that could not be deleted.
 */
export function createPhotoStorage(
  storage: ObjectStorage,
  dataDir: string,
  warn: (err: unknown, message: string) => void = () => {},
): PhotoStorage {
  return storage.kind === 's3' ? bucketPhotos(storage, warn) : diskPhotos(uploadsDirOf(dataDir));
}

function bucketPhotos(storage: ObjectStorage, warn: (err: unknown, message: string) => void): PhotoStorage {
  const keyOf = (fileName: string) => `${PHOTOS_KEY_PREFIX}${fileName}`;
  return {
    kind: 's3',
    // With the cache headers of the app's own answers, for a CDN that serves the bucket.
    put: (fileName, data) =>
      storage.put(keyOf(fileName), data, { contentType: 'image/webp', cacheControl: PHOTO_CACHE_CONTROL }),
    get: async (fileName) => (UPLOADED_FILE_NAME.test(fileName) ? storage.get(keyOf(fileName)) : null),
    deleteQuietly: (fileNames) =>
      deleteObjectsQuietly(storage, fileNames.map(keyOf), (err, key) => warn(err, `could not delete ${key}`)),
  };
}

function diskPhotos(uploadsDir: string): PhotoStorage {
  const fileOf = (fileName: string) => path.join(uploadsDir, fileName);
  const files = createLocalStorage(uploadsDir);
  return {
    kind: 'local',
    // Written as before (a plain file, never over another), for static-files.ts to serve.
    put: (fileName, data) => writeFile(fileOf(fileName), data, { flag: 'wx' }),
    get: async (fileName) => (UPLOADED_FILE_NAME.test(fileName) ? files.get(fileName) : null),
    deleteQuietly: async (fileNames) => {
      await Promise.all(fileNames.map((fileName) => rm(fileOf(fileName), { force: true })));
    },
  };
}
