// Virtual meet & greets: POST and GET /api/virtual-tours, PATCH /api/virtual-tours/:id
// (product §3, §6). Who may is checked before the body is validated, so a stranger is told
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
import type { Notifier } from '../notifications/notifier.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { ADOPTERS_BOOK_MESSAGE, createVirtualToursService } from './virtual-tours.service.ts';

export const virtualToursRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifier: Notifier;
  photoUrls: PhotoUrls;
}> = async (app, { db, notifier, photoUrls }) => {
  const tours = createVirtualToursService(db, notifier, photoUrls);
  // The service checks again when it writes; this early check only orders the errors.
  const tourPartyFirst = {
    preValidation: async (request: FastifyRequest<{ Params: { id: string } }>) =>
      void (await tours.ownTour(request.user, request.params.id)),
  };

  app.post(
    '/api/virtual-tours',
    {
      config: { auth: { roles: 'adopter', forbidden: ADOPTERS_BOOK_MESSAGE } },
      schema: { body: tourInputSchema, response: { 201: tourSchema } },
    },
    async (request, reply) => reply.status(201).send(await tours.book(request.user, request.body)),
  );

  app.get(
    '/api/virtual-tours',
    {
      config: { auth: 'signed-in' },
      schema: { querystring: tourListQuerySchema, response: { 200: tourListSchema } },
    },
    async (request) => tours.list(request.user, request.query.dogId),
  );

  app.patch(
    '/api/virtual-tours/:id',
    {
      config: { auth: 'signed-in' },
      ...tourPartyFirst,
      schema: { params: idParamsSchema, body: tourPatchSchema, response: { 200: tourSchema } },
    },
    async (request) => tours.changeStatus(request.user, request.params.id, request.body),
  );
};
