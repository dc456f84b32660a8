// Dog reads. Anyone: GET /api/dogs (the paged list, or the map's markers with view=map),
// /api/dogs/:id, /api/dogs/:id/similar. Signed-in adopters only: GET /api/dogs/discover,
// /api/dogs/liked (decisions §4). Listers' writes and GET /api/dogs/user live in
// dog-listings.routes.ts. Static paths win over /:id in Fastify's router.
import {
  discoverQuerySchema,
  dogListSchema,
  dogMarkerListSchema,
  dogPointQuerySchema,
  dogSchema,
  dogsQuerySchema,
  idParamsSchema,
  likedDogListSchema,
  NEXT_CURSOR_HEADER,
  similarDogsSchema,
  TOTAL_COUNT_HEADER,
  type DogPointQuery,
} from '@scout/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireRole } from '../../plugins/auth-session.ts';
import { dogListingsRoutes } from './dog-listings.routes.ts';
import { createDiscoverService } from './discover.service.ts';
import { createDogsService } from './dogs.service.ts';
import { createMapMarkersService } from './map-markers.service.ts';

/**
 * Sends JSON a service already wrote from typed rows (the map's markers). Bytes skip the
 * route's response serializer: its zod check of the union took 3 ms for 600 markers and
 * 77 ms for 5,000, more than reading them.
 */
function sendWrittenJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

const pointOf = (q: DogPointQuery) =>
  q.lat !== undefined && q.lng !== undefined ? { latitude: q.lat, longitude: q.lng } : undefined;

export const dogsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const dogs = createDogsService(db);
  const discover = createDiscoverService(db);
  const mapMarkers = createMapMarkersService(db);
  // Checked before the query is validated, so a stranger is told 401/403, not 400.
  const adopterOnly = {
    preValidation: async (request: FastifyRequest) => void (await requireRole(request, 'adopter')),
  };

  app.get(
    '/api/dogs',
    { schema: { querystring: dogsQuerySchema, response: { 200: z.union([dogListSchema, dogMarkerListSchema]) } } },
    async (request, reply) => {
      const { query } = request;
      if (query.view === 'map') {
        const markers = await mapMarkers.inBox(query.bbox);
        reply.header(TOTAL_COUNT_HEADER, markers.inView);
        return sendWrittenJson(reply, markers.body);
      }
      const point =
        query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : undefined;
      const caller = await dogs.caller(await request.currentUser(), point);
      const page = await dogs.list(caller, query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.dogs;
    },
  );

  app.get(
    '/api/dogs/discover',
    // No response schema: the body is a `dogListSchema` array already written as JSON from
    // cards checked against `dogSchema` (discover.service.ts), so it skips the serializer.
    { ...adopterOnly, schema: { querystring: discoverQuerySchema } },
    async (request, reply) => {
      reply.type('application/json; charset=utf-8');
      return discover.json(await requireRole(request, 'adopter'), request.query.limit);
    },
  );

  app.get('/api/dogs/liked', { ...adopterOnly, schema: { response: { 200: likedDogListSchema } } }, async (request) => {
    const user = await requireRole(request, 'adopter');
    return dogs.liked({ ...(await dogs.caller(user)), user });
  });

  app.get(
    '/api/dogs/:id',
    { schema: { params: idParamsSchema, querystring: dogPointQuerySchema, response: { 200: dogSchema } } },
    async (request) => {
      const caller = await dogs.caller(await request.currentUser(), pointOf(request.query));
      return dogs.detail(caller, request.params.id);
    },
  );

  app.get(
    '/api/dogs/:id/similar',
    { schema: { params: idParamsSchema, querystring: dogPointQuerySchema, response: { 200: similarDogsSchema } } },
    async (request) => {
      const caller = await dogs.caller(await request.currentUser(), pointOf(request.query));
      return dogs.similar(caller, request.params.id);
    },
  );

  await app.register(dogListingsRoutes, { db });
};
