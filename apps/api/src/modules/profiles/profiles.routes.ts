// /api/profile: the signed-in adopter's own profile (product §6, §12). Signed out: 401;
// shelters and owners: 403.
import { profilePatchSchema, profileSchema, surveyAnswersSchema, tasteSummarySchema } from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createProfilesService } from './profiles.service.ts';

export const profilesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const profiles = createProfilesService(db);

  app.get(
    '/api/profile',
    { config: { auth: 'adopter' }, schema: { response: { 200: profileSchema } } },
    async (request) => profiles.get(request.user.id),
  );

  app.post(
    '/api/profile',
    { config: { auth: 'adopter' }, schema: { body: surveyAnswersSchema, response: { 201: profileSchema } } },
    async (request, reply) => reply.status(201).send(await profiles.create(request.user.id, request.body)),
  );

  app.put(
    '/api/profile',
    { config: { auth: 'adopter' }, schema: { body: surveyAnswersSchema, response: { 200: profileSchema } } },
    async (request) => profiles.replace(request.user.id, request.body),
  );

  app.patch(
    '/api/profile',
    { config: { auth: 'adopter' }, schema: { body: profilePatchSchema, response: { 200: profileSchema } } },
    async (request) => profiles.patch(request.user.id, request.body),
  );

  app.get(
    '/api/profile/learned-preferences',
    { config: { auth: 'adopter' }, schema: { response: { 200: tasteSummarySchema } } },
    async (request) => profiles.learnedPreferences(request.user.id),
  );
};
