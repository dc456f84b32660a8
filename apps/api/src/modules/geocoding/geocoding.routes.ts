// GET /api/geocode?q=...: anyone may search a place (it reveals nothing private). Limited
// per client address: with GEOCODER_URL each search reaches an outside service whose
// usage policy we must respect, and the gazetteer should not be a free CPU sink either.
import rateLimit from '@fastify/rate-limit';
import { geocodeQuerySchema, geocodeResultSchema } from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-errors.ts';
import { databaseRateLimitStore } from '../rate-limits/rate-limit-store.ts';
import type { Geocode } from './geocoding.service.ts';

/** Place searches per client address per minute: a person types a handful. */
export const GEOCODE_SEARCHES_PER_MINUTE = 60;
export const GEOCODE_RATE_LIMITED = 'Too many place searches. Please wait a minute and try again.';

export const geocodingRoutes: FastifyPluginAsyncZod<{ db: Database; geocode: Geocode }> = async (
  app,
  { db, geocode },
) => {
  // Registered inside this plugin, so the limit covers these routes only; counted in the
  // database, so it holds across every server process.
  await app.register(rateLimit, {
    store: databaseRateLimitStore(db, 'geocode'),
    max: GEOCODE_SEARCHES_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, GEOCODE_RATE_LIMITED),
  });
  app.get(
    '/api/geocode',
    { schema: { querystring: geocodeQuerySchema, response: { 200: geocodeResultSchema } } },
    async (request) => geocode(request.query.q),
  );
};
