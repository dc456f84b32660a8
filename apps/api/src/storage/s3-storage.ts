// The S3 backend of object-storage.ts: any S3-compatible service (AWS S3, MinIO, Cloudflare
// R2, Backblaze B2...), addressed path-style (endpoint/bucket/key), which every one of them
// accepts. Objects are written without an ACL, so they keep the bucket's default: private.
// The app reads each object and, for a private document, checks who asks first. Only with
// S3_PUBLIC_URL does anything else read the bucket: the CDN its operator lets read photos/.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { S3Config } from '../config.ts';
import { checkKey, type ObjectStorage } from './object-storage.ts';

export function createS3Storage(config: S3Config): ObjectStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where the operation requires one: some S3-compatible services refuse the
    // newer default trailers on a plain PUT.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',

    async put(key, body, { contentType, cacheControl, contentLength }) {
      // A stream of unknown length cannot be PUT in one request: read it first (callers bound it).
      const data = Buffer.isBuffer(body) || contentLength !== undefined ? body : await buffer(body);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: data,
          ContentType: contentType,
          CacheControl: cacheControl,
          ContentLength: Buffer.isBuffer(data) ? data.length : contentLength,
        }),
      );
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return { body: answer.Body, size: answer.ContentLength ?? 0, etag: answer.ETag };
      } catch (err) {
        if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) {
          return null;
        }
        throw err;
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}
