import { healthSchema } from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { serviceUnavailable } from '../../http-errors.ts';

/** The liveness answer; for load balancers and process managers only, so not a web contract. */
const livenessSchema = z.object({ status: z.literal('ok') });

/**
 * Two checks for a load balancer (docs/deploy.md): GET /api/health is readiness, ok only when
 * the database answers too (send no traffic here otherwise); GET /api/health/live is
 * liveness, ok while the process answers at all (restart it otherwise). A database outage
 * fails readiness on every process but never liveness, so no process is restarted for it.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/api/health/live', { schema: { response: { 200: livenessSchema } } }, async () => ({
    status: 'ok' as const,
  }));

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
