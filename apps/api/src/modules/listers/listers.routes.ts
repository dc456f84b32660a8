// Listers: POST /api/shelter/onboard (shelter accounts only), POST /api/owner/onboard (owner
// accounts only), and the public shelter reads GET /api/shelters, /api/shelters/:id,
// /api/shelters/:id/dogs (product §3, §6, §11).
import {
  dogPointQuerySchema,
  idParamsSchema,
  onboardResultSchema,
  ownerOnboardSchema,
  shelterDogListSchema,
  shelterListQuerySchema,
  shelterListSchema,
  shelterOnboardSchema,
  shelterSchema,
} from '@scout/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { forwardCookies } from '../../plugins/auth-session.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import type { Geocode } from '../geocoding/geocoding.service.ts';
import { createOnboardingService, type Onboarded } from './onboarding.service.ts';
import { createSheltersService } from './shelters.service.ts';

export const listersRoutes: FastifyPluginAsyncZod<{ db: Database; geocode: Geocode; photoUrls: PhotoUrls }> = async (
  app,
  { db, geocode, photoUrls },
) => {
  const onboarding = createOnboardingService(db, geocode);
  const shelters = createSheltersService(db, photoUrls);
  const onboardResponses = { 200: onboardResultSchema, 201: onboardResultSchema };

  app.post(
    '/api/shelter/onboard',
    { config: { auth: 'shelter' }, schema: { body: shelterOnboardSchema, response: onboardResponses } },
    async (request, reply) =>
      sendOnboarded(app, request, reply, await onboarding.onboardShelter(request.user.id, request.body)),
  );

  app.post(
    '/api/owner/onboard',
    { config: { auth: 'owner' }, schema: { body: ownerOnboardSchema, response: onboardResponses } },
    async (request, reply) =>
      sendOnboarded(app, request, reply, await onboarding.onboardOwner(request.user.id, request.body)),
  );

  app.get(
    '/api/shelters',
    { schema: { querystring: shelterListQuerySchema, response: { 200: shelterListSchema } } },
    async (request) => shelters.list(request.query.bbox),
  );

  app.get(
    '/api/shelters/:id',
    { schema: { params: idParamsSchema, response: { 200: shelterSchema } } },
    async (request) => shelters.get(request.params.id),
  );

  app.get(
    '/api/shelters/:id/dogs',
    { schema: { params: idParamsSchema, querystring: dogPointQuerySchema, response: { 200: shelterDogListSchema } } },
    async (request) => {
      const { lat, lng } = request.query;
      const point = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined;
      return shelters.dogs(await request.currentUser(), request.params.id, point);
    },
  );
};

/**
 * The session's signed cookie cache (60 s) still says `onboarded: false`. Reading the session
 * past the cache re-signs it from the database, and the new cookie reaches the browser with
 * this answer, so the very next `GET /api/me` already says `onboarded: true`.
 */
async function sendOnboarded(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, onboarded: Onboarded) {
  const { headers } = await app.auth.api.getSession({
    headers: request.fetchHeaders(),
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
  forwardCookies(headers, reply);
  return reply.status(onboarded.created ? 201 : 200).send(onboarded.result);
}
