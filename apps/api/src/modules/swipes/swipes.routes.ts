// The signed-in adopter's own swipes: POST/GET /api/swipes, DELETE /api/dogs/swipes
// (reset). Signed out: 401; shelters and owners: 403 (decisions §4).
import { swipeInputSchema, swipeListSchema, swipeSchema, swipesResetSchema } from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireRole } from '../../plugins/auth-session.ts';
import { createSwipesService } from './swipes.service.ts';

export const swipesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const swipes = createSwipesService(db);
  // Before body validation, so a stranger is told 401/403, not 400 (the session read is cached per request).
  app.addHook('preValidation', async (request) => {
    await requireRole(request, 'adopter');
  });

  app.post('/api/swipes', { schema: { body: swipeInputSchema, response: { 200: swipeSchema } } }, async (request) => {
    const user = await requireRole(request, 'adopter');
    return swipes.record(user.id, request.body);
  });

  app.get('/api/swipes', { schema: { response: { 200: swipeListSchema } } }, async (request) => {
    const user = await requireRole(request, 'adopter');
    return swipes.list(user.id);
  });

  app.delete('/api/dogs/swipes', { schema: { response: { 200: swipesResetSchema } } }, async (request) => {
    const user = await requireRole(request, 'adopter');
    return swipes.reset(user.id);
  });
};
