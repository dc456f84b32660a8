// Virtual meet & greets: POST and GET /api/virtual-tours, PATCH /api/virtual-tours/:id
// (decisions §4, §8). Who may is checked before the body is validated, so a stranger is told
// 401/403 (or, for someone else's tour, 404), never how their body was wrong.
import {
  idParamsSchema,
  tourInputSchema,
  tourListQuerySchema,
  tourListSchema,
  tourPatchSchema,
  tourSchema,
} from '@scout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth-session.ts';
import { createVirtualToursService } from './virtual-tours.service.ts';

export const virtualToursRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tours = createVirtualToursService(db);
  const signedIn = { preValidation: async (request: FastifyRequest) => void (await requireUser(request)) };
  const adoptersOnly = {
    preValidation: async (request: FastifyRequest) => tours.requireAdopter(await requireUser(request)),
  };
  // The service checks again when it writes; this early check only orders the errors.
  const toursPartiesOnly = {
    preValidation: async (request: FastifyRequest<{ Params: { id: string } }>) =>
      void (await tours.ownTour(await requireUser(request), request.params.id)),
  };

  app.post(
    '/api/virtual-tours',
    { ...adoptersOnly, schema: { body: tourInputSchema, response: { 201: tourSchema } } },
    async (request, reply) => reply.status(201).send(await tours.book(await requireUser(request), request.body)),
  );

  app.get(
    '/api/virtual-tours',
    { ...signedIn, schema: { querystring: tourListQuerySchema, response: { 200: tourListSchema } } },
    async (request) => tours.list(await requireUser(request), request.query.dogId),
  );

  app.patch(
    '/api/virtual-tours/:id',
    { ...toursPartiesOnly, schema: { params: idParamsSchema, body: tourPatchSchema, response: { 200: tourSchema } } },
    async (request) => tours.changeStatus(await requireUser(request), request.params.id, request.body),
  );
};
