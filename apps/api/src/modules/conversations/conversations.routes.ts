// Conversations: GET /api/conversations, GET /api/conversations/:dogId (open or create),
// GET and POST /api/conversations/:id/messages (spec §7; decisions §4, §9). Who may is
// checked before the query or body is validated, so a stranger is told 401/403/404, never
// how their request was malformed.
import {
  conversationDogParamsSchema,
  conversationListSchema,
  conversationMessagesSchema,
  conversationSchema,
  idParamsSchema,
  messageInputSchema,
  messageSchema,
  messagesQuerySchema,
} from '@scout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth-session.ts';
import { createConversationsService } from './conversations.service.ts';

export const conversationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const conversations = createConversationsService(db);
  const adoptersOnly = {
    preValidation: async (request: FastifyRequest) => conversations.requireAdopter(await requireUser(request)),
  };
  // The service checks again; this early check only orders the errors.
  const participantsOnly = {
    preValidation: async (request: FastifyRequest<{ Params: { id: string } }>) =>
      void (await conversations.participant(await requireUser(request), request.params.id)),
  };

  app.get('/api/conversations', { schema: { response: { 200: conversationListSchema } } }, async (request) =>
    conversations.list(await requireUser(request)),
  );

  app.get(
    '/api/conversations/:dogId',
    { ...adoptersOnly, schema: { params: conversationDogParamsSchema, response: { 200: conversationSchema } } },
    async (request) => conversations.open(await requireUser(request), request.params.dogId),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      ...participantsOnly,
      schema: {
        params: idParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: conversationMessagesSchema },
      },
    },
    async (request) => conversations.read(await requireUser(request), request.params.id, request.query.after),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      ...participantsOnly,
      schema: { params: idParamsSchema, body: messageInputSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      const message = await conversations.send(await requireUser(request), request.params.id, request.body.content);
      return reply.status(201).send(message);
    },
  );
};
