// GET /api/dogs/discover: signed-in adopters only (product §6). A static path, so it wins
// over /api/dogs/:id in Fastify's router whichever registers first.
import { discoverQuerySchema } from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../../http-limits.ts';
import { acceptsBrotli } from '../../accept-encoding.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { CompressedAnswers } from './discover-compression.ts';
import { createDiscoverService } from './discover.service.ts';

export const discoverRoutes: FastifyPluginAsyncZod<{ db: Database; photoUrls: PhotoUrls }> = async (
  app,
  { db, photoUrls },
) => {
  const discover = createDiscoverService(db, photoUrls);
  const compressed = new CompressedAnswers();

  app.get(
    '/api/dogs/discover',
    // No response schema: the body is a `dogListSchema` array already written as JSON from
    // cards checked against `dogSchema` (discover.service.ts), so it skips the serializer.
    // Compressed here rather than by @fastify/compress: the compressed bytes are kept
    // between reads (discover-compression.ts).
    {
      config: { auth: 'adopter' },
      compress: false,
      schema: { querystring: discoverQuerySchema },
    },
    async (request, reply) => {
      const json = await discover.json(request.user, request.query.limit);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (json.length < COMPRESS_THRESHOLD_BYTES || !acceptsBrotli(request.headers['accept-encoding'])) return json;
      return reply.header('content-encoding', 'br').send(compressed.brotli(request.user.id, json));
    },
  );
};
