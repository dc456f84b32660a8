// Listers' own dogs: POST /api/dogs, PATCH and DELETE /api/dogs/:id, GET /api/dogs/user
// (decisions §4, §9). Who may is checked before the body is validated, so a stranger is
// told 401/403 (and an unknown dog 404), never how their body was wrong.
import { dogInputSchema, dogPatchSchema, dogSchema, idParamsSchema, listerDogListSchema } from '@scout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth-session.ts';
import { createDogListingsService } from './dog-listings.service.ts';

export const dogListingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const listings = createDogListingsService(db);
  const onboardedListerOnly = {
    preValidation: async (request: FastifyRequest) =>
      void (await listings.requireOnboardedLister(await requireUser(request))),
  };
  // The service checks again when it writes; this early check only orders the errors.
  const dogsListerOnly = {
    preValidation: async (request: FastifyRequest<{ Params: { id: string } }>) =>
      void (await listings.ownDog(await requireUser(request), request.params.id)),
  };

  app.post(
    '/api/dogs',
    { ...onboardedListerOnly, schema: { body: dogInputSchema, response: { 201: dogSchema } } },
    async (request, reply) => {
      const dog = await listings.create(await requireUser(request), request.body);
      return reply.status(201).send(dog);
    },
  );

  app.patch(
    '/api/dogs/:id',
    { ...dogsListerOnly, schema: { params: idParamsSchema, body: dogPatchSchema, response: { 200: dogSchema } } },
    async (request) => listings.update(await requireUser(request), request.params.id, request.body),
  );

  app.delete('/api/dogs/:id', { ...dogsListerOnly, schema: { params: idParamsSchema } }, async (request, reply) => {
    await listings.remove(await requireUser(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/dogs/user', { schema: { response: { 200: listerDogListSchema } } }, async (request) =>
    listings.listOwn(await requireUser(request)),
  );
};
