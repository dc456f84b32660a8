// Conversations: GET /api/conversations, GET /api/conversations/:dogId (open or create),
// GET and POST /api/conversations/:id/messages (product §6, §7, §14). Who may is
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
import type { Notifier } from '../notifications/notifier.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { ADOPTERS_ONLY_MESSAGE, createConversationsService } from './conversations.service.ts';

export const conversationsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifier: Notifier;
  photoUrls: PhotoUrls;
}> = async (app, { db, notifier, photoUrls }) => {
  const conversations = createConversationsService(db, notifier, photoUrls);
  // The service checks again; this early check only orders the errors.
  const participantFirst = {
    preValidation: async (request: FastifyRequest<{ Params: { id: string } }>) =>
      void (await conversations.participant(request.user, request.params.id)),
  };

  app.get(
    '/api/conversations',
    { config: { auth: 'signed-in' }, schema: { response: { 200: conversationListSchema } } },
    async (request) => conversations.list(request.user),
  );

  app.get(
    '/api/conversations/:dogId',
    {
      config: { auth: { roles: 'adopter', forbidden: ADOPTERS_ONLY_MESSAGE } },
      schema: { params: conversationDogParamsSchema, response: { 200: conversationSchema } },
    },
    async (request) => conversations.open(request.user, request.params.dogId),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      config: { auth: 'signed-in' },
      ...participantFirst,
      schema: {
        params: idParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: conversationMessagesSchema },
      },
    },
    async (request) => conversations.read(request.user, request.params.id, request.query.after),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      config: { auth: 'signed-in' },
      ...participantFirst,
      schema: { params: idParamsSchema, body: messageInputSchema, response: { 201: messageSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await conversations.send(request.user, request.params.id, request.body.content)),
  );
};
