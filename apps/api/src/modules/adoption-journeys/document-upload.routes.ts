// POST /api/adoption-journeys/:id/documents (decisions §12): one file, multipart field
// `file`, attached to the adopter's application. Who may, whether the application may still
// change and whether it has room are checked before a byte of the file is read (404 for
// strangers, 403 for the lister, 409); then 413 past DOCUMENT_MAX_BYTES (enforced by the
// multipart parser as the file streams in: a larger body is never held in memory), 415 for
// anything but a PDF, JPEG or PNG by content. Multipart parsing is registered in this plugin
// only, as for photo uploads (uploads.routes.ts): every other route still takes JSON alone.
import fastifyMultipart from '@fastify/multipart';
import {
  applicationDocumentSchema,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE_MESSAGE,
  idParamsSchema,
} from '@scout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError } from '../../http-errors.ts';
import type { createAdoptionJourneysService } from './adoption-journeys.service.ts';

export const DOCUMENT_FIELD = 'file';
export const NOT_MULTIPART_DOCUMENT_MESSAGE = `Send the document as multipart/form-data in the field "${DOCUMENT_FIELD}".`;
export const ONE_DOCUMENT_MESSAGE = `Send one document in the form field "${DOCUMENT_FIELD}" and nothing else.`;
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const documentTooLarge = () => new HttpError(413, DOCUMENT_TOO_LARGE_MESSAGE);

export const documentUploadRoutes: FastifyPluginAsyncZod<{
  journeys: ReturnType<typeof createAdoptionJourneysService>;
}> = async (app, { journeys }) => {
  await app.register(fastifyMultipart, {
    // The app's JSON body limit does not apply to multipart: these limits bound it instead.
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });
  // Any other body type reaches the handler unread, which answers 415 with a clear message.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.post(
    '/api/adoption-journeys/:id/documents',
    {
      config: { auth: 'signed-in' },
      preValidation: async (request: FastifyRequest<{ Params: { id: string } }>) =>
        journeys.checkCanAttach(request.user, request.params.id),
      schema: { params: idParamsSchema, response: { 201: applicationDocumentSchema } },
    },
    async (request, reply) => {
      const file = await readDocument(request);
      return reply.status(201).send(await journeys.attach(request.user, request.params.id, file));
    },
  );
};

/** The one file of the request, in memory (at most DOCUMENT_MAX_BYTES), and the name it came with. */
async function readDocument(request: FastifyRequest): Promise<{ data: Buffer; fileName: string | undefined }> {
  // A declared length far past the limit is refused without reading the body.
  if (Number(request.headers['content-length']) > DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw documentTooLarge();
  }
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_DOCUMENT_MESSAGE);
  let file: { data: Buffer; fileName: string | undefined } | undefined;
  try {
    // Every part is read, so a second file or a stray field is refused, not silently dropped.
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== DOCUMENT_FIELD || file) throw badRequest(ONE_DOCUMENT_MESSAGE);
      file = { data: await part.toBuffer(), fileName: part.filename };
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (!file) throw badRequest(ONE_DOCUMENT_MESSAGE);
  return file;
}

/** @fastify/multipart's errors, in words an adopter can act on. */
function multipartError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return documentTooLarge();
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(ONE_DOCUMENT_MESSAGE);
    default:
      return badRequest(`The upload could not be read. ${NOT_MULTIPART_DOCUMENT_MESSAGE}`);
  }
}
