// Dog reads. Anyone: GET /api/dogs (the paged list, or the map's markers with view=map,
// answered by modules/map), /api/dogs/:id, /api/dogs/:id/similar. Signed-in adopters only:
// GET /api/dogs/liked (product §6); discover has its own module. Listers' writes and
// GET /api/dogs/user live in dog-listings.routes.ts. Static paths win over /:id in Fastify's router.
import {
  dogListSchema,
  dogMarkerListSchema,
  dogPointQuerySchema,
  dogSchema,
  dogsQuerySchema,
  idParamsSchema,
  likedDogListSchema,
  mapAnswerSchema,
  NEXT_CURSOR_HEADER,
  similarDogsSchema,
  type DogPointQuery,
} from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { createMapView } from '../map/map-view.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import type { DogListingsEvents } from './dog-listings.service.ts';
import { dogListingsRoutes } from './dog-listings.routes.ts';
import { createDogsService } from './dogs.service.ts';

const pointOf = (q: DogPointQuery) =>
  q.lat !== undefined && q.lng !== undefined ? { latitude: q.lat, longitude: q.lng } : undefined;

export const dogsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifier: Notifier;
  dogEvents?: DogListingsEvents;
  /** Where application documents are kept: a removed dog's go with it. */
  storage: ObjectStorage;
  /** Where photos are handed out (S3_PUBLIC_URL). */
  photoUrls: PhotoUrls;
}> = async (app, { db, notifier, dogEvents, storage, photoUrls }) => {
  const dogs = createDogsService(db, photoUrls);
  const mapView = createMapView(db, photoUrls);

  app.get(
    '/api/dogs',
    {
      schema: {
        querystring: dogsQuerySchema,
        response: { 200: z.union([dogListSchema, dogMarkerListSchema, mapAnswerSchema]) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (query.view === 'map') return mapView(query, request, reply);
      const point =
        query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : undefined;
      const caller = await dogs.caller(await request.currentUser(), point);
      const page = await dogs.list(caller, query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.dogs;
    },
  );

  app.get(
    '/api/dogs/liked',
    { config: { auth: 'adopter' }, schema: { response: { 200: likedDogListSchema } } },
    async (request) => dogs.liked({ ...(await dogs.caller(request.user)), user: request.user }),
  );

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

  await app.register(dogListingsRoutes, { db, notifier, dogEvents, storage, photoUrls });
};
