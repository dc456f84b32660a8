// GET /api/map-config: the tile source the map draws under its markers (product §15).
// Read at run time so the same client build works with OpenStreetMap, a private tile
// server, or none at all (TILE_URL=none: offline use and tests).
import { mapConfigSchema, type MapConfig } from '@scout/domain/contracts/map-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';

export const mapConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const body: MapConfig = { tileUrl: config.tileUrl, attribution: config.tileAttribution };
  app.get('/api/map-config', { schema: { response: { 200: mapConfigSchema } } }, async () => body);
};
