// POST /api/uploads (product §3): one dog photo, multipart field `file`, for signed-in
// shelters and owners who have onboarded (401/403 otherwise). Answers 201 {url}; 413 for a
// file over UPLOAD_MAX_BYTES, 415 for anything but a JPEG, PNG or WebP image, 429 past the
// hourly limit. Multipart parsing is registered in this plugin only: every other route
// still takes JSON alone. With the photos in S3 (photo-storage.ts), GET /uploads/<name>
// streams them from the bucket too (with S3_PUBLIC_URL as well: the URLs handed out before, and
// every row, still name them there); on local disk static-files.ts serves them.
import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, uploadResultSchema } from '@scout/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mkdir } from 'node:fs/promises';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError } from '../../http-errors.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { LISTERS_ONLY_MESSAGE, requireOnboardedLister } from '../dogs/dog-listings.service.ts';
import {
  createPhotoStorage,
  NO_SUCH_PHOTO_MESSAGE,
  PHOTO_CACHE_CONTROL,
  uploadsDirOf,
  type PhotoStorage,
} from './photo-storage.ts';
import type { PhotoUrls } from './photo-urls.ts';
import { createUploadsService, TooManyUploadsError } from './uploads.service.ts';

export const UPLOAD_FIELD = 'file';
const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);
export const PHOTO_TOO_LARGE_MESSAGE = `The photo is too large: at most ${MAX_MB} MB.`;
export const NOT_MULTIPART_MESSAGE = `Send the photo as multipart/form-data in the field "${UPLOAD_FIELD}".`;
export const ONE_PHOTO_MESSAGE = `Send one photo in the form field "${UPLOAD_FIELD}" and nothing else.`;
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const photoTooLarge = () => new HttpError(413, PHOTO_TOO_LARGE_MESSAGE);

export const uploadsRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Database;
  storage: ObjectStorage;
  photoUrls: PhotoUrls;
}> = async (app, { config, db, storage, photoUrls }) => {
  const photos = createPhotoStorage(storage, config.dataDir, (err, message) => app.log.warn({ err }, message));
  if (photos.kind === 'local') await mkdir(uploadsDirOf(config.dataDir), { recursive: true });
  else await app.register(photosFromStorage, { prefix: '/uploads', photos });
  const uploads = createUploadsService(db, photos, photoUrls);

  await app.register(fastifyMultipart, {
    // The app's JSON body limit does not apply to multipart: these limits bound it instead.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });
  // Any other body type reaches the handler unread, which answers 415 with a clear message
  // (the app-wide answer would say "send JSON").
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.post(
    '/api/uploads',
    {
      config: { auth: { roles: ['shelter', 'owner'], forbidden: LISTERS_ONLY_MESSAGE } },
      // Onboarded, and how many this hour, before a byte of the file is read.
      preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
        await requireOnboardedLister(db, request.user);
        try {
          await uploads.checkRate(request.user.id);
        } catch (err) {
          if (err instanceof TooManyUploadsError) reply.header('retry-after', String(err.retryAfterSeconds));
          throw err;
        }
      },
      schema: { response: { 201: uploadResultSchema } },
    },
    async (request, reply) => {
      const photo = await readPhoto(request);
      return reply.status(201).send(await uploads.store(request.user.id, photo));
    },
  );
};

/**
 * GET /uploads/<name> from object storage, with the headers static-files.ts gives a photo on
 * disk: image/webp, kept a year as immutable (a name is never reused), an ETag. Only the
 * names uploads write are looked up, so no other key of the bucket can be reached. Its own
 * scope, so any other path under /uploads/ is the same JSON 404.
 */
async function photosFromStorage(app: FastifyInstance, { photos }: { photos: PhotoStorage }) {
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: NO_SUCH_PHOTO_MESSAGE }));
  // WebP is compressed already.
  app.get('/*', { compress: false }, async (request, reply) => {
    const photo = await photos.get((request.params as { '*': string })['*']);
    if (!photo) return reply.status(404).send({ message: NO_SUCH_PHOTO_MESSAGE });
    reply.header('cache-control', PHOTO_CACHE_CONTROL);
    if (photo.etag) {
      reply.header('etag', photo.etag);
      if (matchesEtag(request.headers['if-none-match'], photo.etag)) {
        photo.body.destroy();
        return reply.status(304).send();
      }
    }
    return reply.type('image/webp').header('content-length', String(photo.size)).send(photo.body);
  });
}

/** Whether an If-None-Match header names this ETag (or is "*"), compared weakly as RFC 9110 asks. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The one file of the request, in memory (at most UPLOAD_MAX_BYTES). */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  // A declared length far past the limit is refused without reading the body.
  if (Number(request.headers['content-length']) > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw photoTooLarge();
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  let photo: Buffer | undefined;
  try {
    // Every part is read, so a second file or a stray field is refused, not silently dropped.
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== UPLOAD_FIELD || photo) throw badRequest(ONE_PHOTO_MESSAGE);
      photo = await part.toBuffer();
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (!photo) throw badRequest(ONE_PHOTO_MESSAGE);
  return photo;
}

/** @fastify/multipart's errors, in words a lister can act on. */
function multipartError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return photoTooLarge();
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(ONE_PHOTO_MESSAGE);
    default:
      return badRequest(`The upload could not be read. ${NOT_MULTIPART_MESSAGE}`);
  }
}
