// Listers' own dogs: POST /api/dogs, PATCH and DELETE /api/dogs/:id, GET /api/dogs/user
// (product §6, §14), and the dashboard's paged list, counts and changes to several dogs at once
// (GET /api/lister/dogs, GET /api/lister/dogs/stats, POST /api/lister/dogs/bulk): shelters
// and owners only. Who may, and then whether they have onboarded
// or own the dog, is checked before the body is validated, so a stranger is told 401/403
// (and an unknown dog 404), never how their body was wrong.
import {
  dogInputSchema,
  dogPatchSchema,
  dogSchema,
  idParamsSchema,
  listerDogListSchema,
  listerDogsBulkResultSchema,
  listerDogsBulkSchema,
  listerDogsQuerySchema,
  listerDogStatsSchema,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
} from '@scout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { createDocumentsDisposal } from '../adoption-journeys/documents-disposal.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import {
  createDogListingsService,
  LISTERS_ONLY_MESSAGE,
  NOT_YOUR_DOG_MESSAGE,
  type DogListingsEvents,
} from './dog-listings.service.ts';

export const dogListingsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifier: Notifier;
  dogEvents?: DogListingsEvents;
  storage: ObjectStorage;
  photoUrls: PhotoUrls;
}> = async (app, { db, notifier, dogEvents, storage, photoUrls }) => {
  const documents = createDocumentsDisposal(storage, (err, message) => app.log.warn({ err }, message));
  const listings = createDogListingsService(db, notifier, photoUrls, dogEvents, documents);
  // The service checks these again when it writes; these early checks only order the errors.
  const onboardedFirst = {
    preValidation: async (request: FastifyRequest) => void (await listings.requireOnboardedLister(request.user)),
  };
  const ownDogFirst = {
    preValidation: async (request: FastifyRequest<{ Params: { id: string } }>) =>
      void (await listings.ownDog(request.user, request.params.id)),
  };

  app.post(
    '/api/dogs',
    {
      config: { auth: { roles: ['shelter', 'owner'], forbidden: LISTERS_ONLY_MESSAGE } },
      ...onboardedFirst,
      schema: { body: dogInputSchema, response: { 201: dogSchema } },
    },
    async (request, reply) => reply.status(201).send(await listings.create(request.user, request.body)),
  );

  app.patch(
    '/api/dogs/:id',
    {
      config: { auth: { roles: ['shelter', 'owner'], forbidden: NOT_YOUR_DOG_MESSAGE } },
      ...ownDogFirst,
      schema: { params: idParamsSchema, body: dogPatchSchema, response: { 200: dogSchema } },
    },
    async (request) => listings.update(request.user, request.params.id, request.body),
  );

  app.delete(
    '/api/dogs/:id',
    {
      config: { auth: { roles: ['shelter', 'owner'], forbidden: NOT_YOUR_DOG_MESSAGE } },
      ...ownDogFirst,
      schema: { params: idParamsSchema },
    },
    async (request, reply) => {
      await listings.remove(request.user, request.params.id);
      return reply.status(204).send();
    },
  );

  const listersOnly = { auth: { roles: ['shelter', 'owner'] as const, forbidden: LISTERS_ONLY_MESSAGE } };

  app.get(
    '/api/lister/dogs',
    { config: listersOnly, schema: { querystring: listerDogsQuerySchema, response: { 200: listerDogListSchema } } },
    async (request, reply) => {
      const page = await listings.page(request.user, request.query);
      reply.header(TOTAL_COUNT_HEADER, page.matching);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.dogs;
    },
  );

  app.get(
    '/api/lister/dogs/stats',
    { config: listersOnly, schema: { response: { 200: listerDogStatsSchema } } },
    async (request) => listings.stats(request.user),
  );

  app.post(
    '/api/lister/dogs/bulk',
    {
      config: listersOnly,
      ...onboardedFirst,
      schema: { body: listerDogsBulkSchema, response: { 200: listerDogsBulkResultSchema } },
    },
    async (request) => listings.bulk(request.user, request.body),
  );

  app.get(
    '/api/dogs/user',
    {
      config: { auth: { roles: ['shelter', 'owner'], forbidden: LISTERS_ONLY_MESSAGE } },
      schema: { response: { 200: listerDogListSchema } },
    },
    async (request) => listings.listOwn(request.user),
  );
};
