// A lister's own profile (issue 17): GET and PATCH /api/lister/profile, for shelters and
// owners only (401 signed out, 403 for adopters); always the caller's own.
import { listerProfilePatchSchema, listerProfileSchema } from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { Geocode } from '../geocoding/geocoding.service.ts';
import { createListerProfileService } from './lister-profile.service.ts';

export const LISTER_PROFILE_URL = '/api/lister/profile';
const LISTERS_ONLY = {
  roles: ['shelter', 'owner'],
  forbidden: 'Only shelters and owners have a lister profile.',
} as const;

export const listerProfileRoutes: FastifyPluginAsyncZod<{ db: Database; geocode: Geocode }> = async (
  app,
  { db, geocode },
) => {
  const profiles = createListerProfileService(db, geocode);

  app.get(
    LISTER_PROFILE_URL,
    { config: { auth: LISTERS_ONLY }, schema: { response: { 200: listerProfileSchema } } },
    async (request) => profiles.get(request.user),
  );

  app.patch(
    LISTER_PROFILE_URL,
    {
      config: { auth: LISTERS_ONLY },
      schema: { body: listerProfilePatchSchema, response: { 200: listerProfileSchema } },
    },
    async (request) => profiles.update(request.user, request.body),
  );
};
