import { healthSchema } from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { serviceUnavailable } from '../../http-errors.ts';

/** GET /api/health: answers ok only when the database answers too. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/api/health', { schema: { response: { 200: healthSchema } } }, async (request) => {
    try {
      await database.ping();
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      throw serviceUnavailable();
    }
    return { status: 'ok' as const, database: database.kind };
  });
};
