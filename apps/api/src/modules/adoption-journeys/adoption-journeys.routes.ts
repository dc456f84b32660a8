// Adoption journeys: POST /api/adoption-journeys, GET /api/adoption-journeys,
// GET /api/adoption-journeys/:dogId, PATCH /api/adoption-journeys/:id (product §3, §6).
// Who may is checked before the body is validated, so a stranger is told 401/403/404, never
// how their body was wrong.
import {
  idParamsSchema,
  journeyDogParamsSchema,
  journeyListSchema,
  journeyPatchSchema,
  journeySchema,
  journeyStartSchema,
} from '@scout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { ADOPTERS_ONLY_MESSAGE, createAdoptionJourneysService } from './adoption-journeys.service.ts';

export const adoptionJourneysRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  const journeys = createAdoptionJourneysService(db, notifier);
  // The service checks again when it writes; this early check only orders the errors.
  const partyFirst = {
    preValidation: async (request: FastifyRequest<{ Params: { id: string } }>) =>
      void (await journeys.partyOf(request.user, request.params.id)),
  };

  app.post(
    '/api/adoption-journeys',
    {
      config: { auth: { roles: 'adopter', forbidden: ADOPTERS_ONLY_MESSAGE } },
      schema: { body: journeyStartSchema, response: { 200: journeySchema, 201: journeySchema } },
    },
    async (request, reply) => {
      const { journey, created } = await journeys.start(request.user, request.body.dogId);
      return reply.status(created ? 201 : 200).send(journey);
    },
  );

  app.get(
    '/api/adoption-journeys',
    { config: { auth: 'signed-in' }, schema: { response: { 200: journeyListSchema } } },
    async (request) => journeys.list(request.user),
  );

  app.get(
    '/api/adoption-journeys/:dogId',
    { config: { auth: 'signed-in' }, schema: { params: journeyDogParamsSchema, response: { 200: journeySchema } } },
    async (request) => journeys.ownForDog(request.user, request.params.dogId),
  );

  app.patch(
    '/api/adoption-journeys/:id',
    {
      config: { auth: 'signed-in' },
      ...partyFirst,
      schema: { params: idParamsSchema, body: journeyPatchSchema, response: { 200: journeySchema } },
    },
    async (request) => journeys.act(request.user, request.params.id, request.body),
  );
};
