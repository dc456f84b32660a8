// Adoption journeys: POST /api/adoption-journeys, GET /api/adoption-journeys,
// GET /api/adoption-journeys/:dogId, PATCH /api/adoption-journeys/:id (product §3, §6), and
// the application (decisions §12): PUT /api/adoption-journeys/:id/application, and its
// documents, POST /api/adoption-journeys/:id/documents (document-upload.routes.ts), GET and
// DELETE /api/adoption-journeys/:id/documents/:documentId.
// Who may is checked before the body is validated, so a stranger is told 401/403/404, never
// how their body was wrong.
import {
  applicationAnswersSchema,
  documentParamsSchema,
  idParamsSchema,
  journeyDogParamsSchema,
  journeyListSchema,
  journeyPatchSchema,
  journeySchema,
  journeyStartSchema,
} from '@scout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { ADOPTERS_ONLY_MESSAGE, createAdoptionJourneysService } from './adoption-journeys.service.ts';
import { attachmentDisposition } from './document-files.ts';
import { documentUploadRoutes } from './document-upload.routes.ts';

export const adoptionJourneysRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifier: Notifier;
  storage: ObjectStorage;
  photoUrls: PhotoUrls;
}> = async (app, { db, notifier, storage, photoUrls }) => {
  const journeys = createAdoptionJourneysService(db, notifier, {
    storage,
    photoUrls,
    warn: (err, message) => app.log.warn({ err }, message),
  });
  // The service checks again when it writes; these early checks only order the errors. The
  // params are not validated yet: the journey id is read as it came.
  const journeyIdOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const partyFirst = {
    preValidation: async (request: FastifyRequest) => void (await journeys.partyOf(request.user, journeyIdOf(request))),
  };
  const adopterFirst = {
    preValidation: async (request: FastifyRequest) =>
      void (await journeys.adopterOf(request.user, journeyIdOf(request))),
  };

  app.post(
    '/api/adoption-journeys',
    {
      config: { auth: { roles: 'adopter', forbidden: ADOPTERS_ONLY_MESSAGE } },
      schema: { body: journeyStartSchema, response: { 200: journeySchema, 201: journeySchema } },
    },
    async (request, reply) => {
      const { journey, created } = await journeys.start(request.user, request.body.dogId, request.body.application);
      return reply.status(created ? 201 : 200).send(journey);
    },
  );

  app.get(
    '/api/adoption-journeys',
    { config: { auth: 'signed-in' }, schema: { response: { 200: journeyListSchema } } },
    async (request) => journeys.list(request.user),
  );

  app.get(
    '/api/adoption-journeys/:dogId',
    { config: { auth: 'signed-in' }, schema: { params: journeyDogParamsSchema, response: { 200: journeySchema } } },
    async (request) => journeys.ownForDog(request.user, request.params.dogId),
  );

  app.patch(
    '/api/adoption-journeys/:id',
    {
      config: { auth: 'signed-in' },
      ...partyFirst,
      schema: { params: idParamsSchema, body: journeyPatchSchema, response: { 200: journeySchema } },
    },
    async (request) => journeys.act(request.user, request.params.id, request.body),
  );

  app.put(
    '/api/adoption-journeys/:id/application',
    {
      config: { auth: 'signed-in' },
      ...adopterFirst,
      schema: { params: idParamsSchema, body: applicationAnswersSchema, response: { 200: journeySchema } },
    },
    async (request) => journeys.saveApplication(request.user, request.params.id, request.body),
  );

  app.get(
    '/api/adoption-journeys/:id/documents/:documentId',
    {
      config: { auth: 'signed-in' },
      ...partyFirst,
      // PDFs and images: compressed already, and sent with their own length.
      compress: false,
      schema: { params: documentParamsSchema },
    },
    async (request, reply) => {
      const { document, file } = await journeys.download(request.user, request.params.id, request.params.documentId);
      // Always a download under the kept name, never shown in the page or guessed at by the
      // browser, and never kept by a cache along the way.
      return reply
        .type(document.type)
        .header('content-disposition', attachmentDisposition(document.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-length', String(file.size))
        .send(file.body);
    },
  );

  app.delete(
    '/api/adoption-journeys/:id/documents/:documentId',
    { config: { auth: 'signed-in' }, ...adopterFirst, schema: { params: documentParamsSchema } },
    async (request, reply) => {
      await journeys.removeDocument(request.user, request.params.id, request.params.documentId);
      return reply.status(204).send();
    },
  );

  await app.register(documentUploadRoutes, { journeys });
};
