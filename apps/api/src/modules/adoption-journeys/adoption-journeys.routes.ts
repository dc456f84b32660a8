// Adoption journeys: POST /api/adoption-journeys, GET /api/adoption-journeys,
// GET /api/adoption-journeys/:dogId, PATCH /api/adoption-journeys/:id (decisions §4, §8).
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
import { requireUser } from '../../plugins/auth-session.ts';
import { createAdoptionJourneysService } from './adoption-journeys.service.ts';

export const adoptionJourneysRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const journeys = createAdoptionJourneysService(db);
  const adoptersOnly = {
    preValidation: async (request: FastifyRequest) => journeys.requireAdopter(await requireUser(request)),
  };
  // The service checks again when it writes; this early check only orders the errors.
  const partiesOnly = {
    preValidation: async (request: FastifyRequest<{ Params: { id: string } }>) =>
      void (await journeys.partyOf(await requireUser(request), request.params.id)),
  };

  app.post(
    '/api/adoption-journeys',
    { ...adoptersOnly, schema: { body: journeyStartSchema, response: { 200: journeySchema, 201: journeySchema } } },
    async (request, reply) => {
      const { journey, created } = await journeys.start(await requireUser(request), request.body.dogId);
      return reply.status(created ? 201 : 200).send(journey);
    },
  );

  app.get('/api/adoption-journeys', { schema: { response: { 200: journeyListSchema } } }, async (request) =>
    journeys.list(await requireUser(request)),
  );

  app.get(
    '/api/adoption-journeys/:dogId',
    { schema: { params: journeyDogParamsSchema, response: { 200: journeySchema } } },
    async (request) => journeys.ownForDog(await requireUser(request), request.params.dogId),
  );

  app.patch(
    '/api/adoption-journeys/:id',
    { ...partiesOnly, schema: { params: idParamsSchema, body: journeyPatchSchema, response: { 200: journeySchema } } },
    async (request) => journeys.act(await requireUser(request), request.params.id, request.body),
  );
};
