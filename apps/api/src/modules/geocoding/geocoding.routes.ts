// GET /api/geocode?q=...: anyone may search a place (it reveals nothing private).
import { geocodeQuerySchema, geocodeResultSchema } from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { createGeocoder } from './geocoding.service.ts';

export const geocodingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const geocode = createGeocoder({ url: config.geocoderUrl, log: (err) => app.log.warn({ err }, 'geocoder unavailable') });
  app.get('/api/geocode', { schema: { querystring: geocodeQuerySchema, response: { 200: geocodeResultSchema } } }, async (request) =>
    geocode(request.query.q),
  );
};
