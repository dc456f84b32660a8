// Where Scout keeps files that are not served as they are: one small interface (put, get as
// a stream, delete, by key) over two backends, chosen by configuration (config.ts): a folder
// on the local disk (DATA_DIR) or any S3-compatible object storage. Keys are paths such as
// "documents/<uuid>"; the first segment names what the file is, so each kind has its own
// prefix on disk and in the bucket ("documents/", and "photos/" in a bucket). Nothing here is
// public: files leave only through the app's routes, which check who may read a document
// (dog photos are for everyone, under their unguessable names), or, with S3_PUBLIC_URL,
// photos/ through a CDN in front of the bucket.
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export interface StoredObject {
  body: Readable;
  /** Its size in bytes. */
  size: number;
  /** The store's entity tag for these bytes (S3's, quoted), when it gives one. */
  etag?: string;
}

export interface PutOptions {
  contentType: string;
  /** Kept with the object in S3 and sent by whatever serves it from there (a CDN: S3_PUBLIC_URL). */
  cacheControl?: string;
  /** Needed by S3 for a stream (a Buffer knows its length). */
  contentLength?: number;
}

export interface ObjectStorage {
  /** 'local' or 's3': for logs and tests. */
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key`, replacing any object there. */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are our own: path segments of lower-case letters, digits, dots and hyphens, each
 * starting with a letter or digit (so never "." or ".."), at most 200 characters.
 */
const KEY = /^[a-z0-9][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)*$/;

/** The key, or a throw for one that could reach outside its prefix. */
export function checkKey(key: string): string {
  if (key.length > 200 || !KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** S3 when configured, otherwise folders under DATA_DIR. */
export function createObjectStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): ObjectStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}

/**
 * Deletes each object, logging rather than throwing on failure: called after the rows that
 * named them are gone, so nothing can read them any more and a leftover costs only space.
 */
export async function deleteObjectsQuietly(
  storage: ObjectStorage,
  keys: readonly string[],
  warn: (err: unknown, key: string) => void = () => {},
): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await storage.delete(key);
      } catch (err) {
        warn(err, key);
      }
    }),
  );
}
