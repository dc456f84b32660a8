// The signed-in adopter's own swipes: POST/GET /api/swipes, DELETE /api/dogs/swipes
// (reset). Signed out: 401; shelters and owners: 403 (product §6).
import { swipeInputSchema, swipeListSchema, swipeSchema, swipesResetSchema } from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createSwipesService } from './swipes.service.ts';

export const swipesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const swipes = createSwipesService(db);

  app.post(
    '/api/swipes',
    { config: { auth: 'adopter' }, schema: { body: swipeInputSchema, response: { 200: swipeSchema } } },
    async (request) => swipes.record(request.user.id, request.body),
  );

  app.get(
    '/api/swipes',
    { config: { auth: 'adopter' }, schema: { response: { 200: swipeListSchema } } },
    async (request) => swipes.list(request.user.id),
  );

  app.delete(
    '/api/dogs/swipes',
    { config: { auth: 'adopter' }, schema: { response: { 200: swipesResetSchema } } },
    async (request) => swipes.reset(request.user.id),
  );
};
