// /api/profile: the signed-in adopter's own profile (decisions §4, §6). Signed out: 401;
// shelters and owners: 403.
import { profilePatchSchema, profileSchema, surveyAnswersSchema, tasteSummarySchema } from '@scout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireRole } from '../../plugins/auth-session.ts';
import { createProfilesService } from './profiles.service.ts';

export const profilesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const profiles = createProfilesService(db);
  const adopter = (request: FastifyRequest) => requireRole(request, 'adopter');
  // Before body validation, so a stranger learns nothing from a 400 (the session read is cached per request).
  app.addHook('preValidation', async (request) => {
    await adopter(request);
  });

  app.get('/api/profile', { schema: { response: { 200: profileSchema } } }, async (request) => {
    const user = await adopter(request);
    return profiles.get(user.id);
  });

  app.post(
    '/api/profile',
    { schema: { body: surveyAnswersSchema, response: { 201: profileSchema } } },
    async (request, reply) => {
      const user = await adopter(request);
      return reply.status(201).send(await profiles.create(user.id, request.body));
    },
  );

  app.put(
    '/api/profile',
    { schema: { body: surveyAnswersSchema, response: { 200: profileSchema } } },
    async (request) => {
      const user = await adopter(request);
      return profiles.replace(user.id, request.body);
    },
  );

  app.patch(
    '/api/profile',
    { schema: { body: profilePatchSchema, response: { 200: profileSchema } } },
    async (request) => {
      const user = await adopter(request);
      return profiles.patch(user.id, request.body);
    },
  );

  app.get(
    '/api/profile/learned-preferences',
    { schema: { response: { 200: tasteSummarySchema } } },
    async (request) => {
      const user = await adopter(request);
      return profiles.learnedPreferences(user.id);
    },
  );
};
