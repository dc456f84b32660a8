// GET /api/dogs/discover: signed-in adopters only (product §6). A static path, so it wins
// over /api/dogs/:id in Fastify's router whichever registers first.
import { discoverQuerySchema } from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createDiscoverService } from './discover.service.ts';

export const discoverRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const discover = createDiscoverService(db);

  app.get(
    '/api/dogs/discover',
    // No response schema: the body is a `dogListSchema` array already written as JSON from
    // cards checked against `dogSchema` (discover.service.ts), so it skips the serializer.
    // Sent uncompressed: the answer (about 70 KB for a full deck) costs about 1.9 ms of CPU
    // to serve from the kept ranking and compressing it 0.3-0.4 ms more even at brotli 0,
    // which took discover's throughput 18% down (README "Measured"; the limit is 10%).
    {
      config: { auth: 'adopter' },
      compress: false,
      schema: { querystring: discoverQuerySchema },
    },
    async (request, reply) => {
      reply.type('application/json; charset=utf-8');
      return discover.json(request.user, request.query.limit);
    },
  );
};
