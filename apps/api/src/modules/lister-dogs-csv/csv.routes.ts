// A lister's dogs as CSV (issue 17): POST /api/lister/dogs/import (multipart, one CSV file
// in the field `file`, `?dryRun=true` writes nothing), GET /api/lister/dogs/export.csv and
// GET /api/lister/dogs/import-template.csv. Signed-in shelters and owners who have onboarded
// only (401, 403 otherwise), checked before a byte of the file is read. Multipart parsing is
// registered in this plugin alone, with the CSV's size limit.
import fastifyMultipart from '@fastify/multipart';
import {
  CSV_IMPORT_FIELD,
  CSV_IMPORT_MAX_BYTES,
  csvImportQuerySchema,
  csvImportResultSchema,
  LISTER_DOGS_EXPORT_URL,
  LISTER_DOGS_IMPORT_URL,
  LISTER_DOGS_TEMPLATE_URL,
} from '@scout/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError } from '../../http-errors.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { LISTERS_ONLY_MESSAGE, requireOnboardedLister } from '../dogs/dog-listings.service.ts';
import { createPhotoStorage } from '../uploads/photo-storage.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { createCsvImportService } from './csv-import.service.ts';
import { createPhotoFetcher } from './photo-fetch.ts';

const MAX_MB = CSV_IMPORT_MAX_BYTES / (1024 * 1024);
export const CSV_TOO_LARGE_MESSAGE = `The file is too large: at most ${MAX_MB} MB. Split it into smaller files.`;
export const ONE_CSV_FILE_MESSAGE = `Send one CSV file as multipart/form-data in the form field "${CSV_IMPORT_FIELD}" and nothing else.`;
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const LISTERS_ONLY = { roles: ['shelter', 'owner'], forbidden: LISTERS_ONLY_MESSAGE } as const;

export const listerDogsCsvRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Database;
  storage: ObjectStorage;
  photoUrls: PhotoUrls;
  /** Queues the new-dog alerts of newly listed dogs, in the import's transaction. */
  onDogsListed?: (dogIds: readonly string[], tx: Database) => Promise<void>;
}> = async (app, { config, db, storage, photoUrls, onDogsListed }) => {
  const csv = createCsvImportService({
    db,
    config,
    photoUrls,
    photos: createPhotoStorage(storage, config.dataDir, (err, message) => app.log.warn({ err }, message)),
    fetchPhoto: createPhotoFetcher({ allowPrivateHosts: config.importAllowPrivateHosts }),
    onDogsListed,
  });
  const onboardedFirst = {
    preValidation: async (request: FastifyRequest) => void (await requireOnboardedLister(db, request.user)),
  };

  await app.register(fastifyMultipart, {
    limits: { fileSize: CSV_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });
  // Any other body type reaches the handler unread, which answers with a clear message.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.post(
    LISTER_DOGS_IMPORT_URL,
    {
      config: { auth: LISTERS_ONLY },
      ...onboardedFirst,
      schema: { querystring: csvImportQuerySchema, response: { 200: csvImportResultSchema } },
    },
    async (request) => csv.importCsv(request.user, await readCsvFile(request), request.query.dryRun),
  );

  app.get(LISTER_DOGS_EXPORT_URL, { config: { auth: LISTERS_ONLY }, ...onboardedFirst }, async (request, reply) =>
    sendCsv(reply, `scout-dogs-${new Date().toISOString().slice(0, 10)}.csv`, await csv.exportCsv(request.user)),
  );

  app.get(LISTER_DOGS_TEMPLATE_URL, { config: { auth: LISTERS_ONLY }, ...onboardedFirst }, async (_request, reply) =>
    sendCsv(reply, 'scout-dogs-template.csv', csv.template()),
  );
};

function sendCsv(reply: FastifyReply, fileName: string, body: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** The one file of the request, in memory (at most CSV_IMPORT_MAX_BYTES). */
async function readCsvFile(request: FastifyRequest): Promise<Buffer> {
  // A declared length far past the limit is refused without reading the body.
  if (Number(request.headers['content-length']) > CSV_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw badRequest(CSV_TOO_LARGE_MESSAGE);
  }
  if (!request.isMultipart()) throw badRequest(ONE_CSV_FILE_MESSAGE);
  let file: Buffer | undefined;
  try {
    // Every part is read, so a second file or a stray field is refused, not silently dropped.
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== CSV_IMPORT_FIELD || file) throw badRequest(ONE_CSV_FILE_MESSAGE);
      file = await part.toBuffer();
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (!file) throw badRequest(ONE_CSV_FILE_MESSAGE);
  return file;
}

/** @fastify/multipart's errors, in words a lister can act on. */
function multipartError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return badRequest(CSV_TOO_LARGE_MESSAGE);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(ONE_CSV_FILE_MESSAGE);
    default:
      return badRequest(`The upload could not be read. ${ONE_CSV_FILE_MESSAGE}`);
  }
}
