// GET /api/chat and POST /api/chat (product §6, §15): signed-in adopters only, each with
// their own history. Questions are limited per adopter (not per address: a family shares one).
import rateLimit from '@fastify/rate-limit';
import {
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_RATE_LIMITED_MESSAGE,
  chatExchangeSchema,
  chatHistorySchema,
  chatInputSchema,
} from '@scout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-errors.ts';
import { databaseRateLimitStore } from '../rate-limits/rate-limit-store.ts';
import { createBuiltInEngine } from './built-in-engine.ts';
import { ADOPTERS_ONLY_MESSAGE, createChatService } from './chat.service.ts';
import { createLlmEngine } from './llm-engine.ts';

export const chatRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Database }> = async (app, { config, db }) => {
  const chat = createChatService(
    db,
    {
      builtIn: createBuiltInEngine(),
      model: config.llm ? createLlmEngine({ ...config.llm, log: app.log }) : undefined,
    },
    (message) => app.log.warn(message),
  );
  // Who may is checked before the body is read, and before the limit counts the question.
  const adopters = { roles: 'adopter', forbidden: ADOPTERS_ONLY_MESSAGE } as const;

  await app.register(rateLimit, {
    global: false,
    // Counted in the database: the limit holds across every server process.
    store: databaseRateLimitStore(db, 'chat'),
    errorResponseBuilder: () => new HttpError(429, CHAT_RATE_LIMITED_MESSAGE),
  });

  app.get(
    '/api/chat',
    { config: { auth: adopters }, schema: { response: { 200: chatHistorySchema } } },
    async (request) => chat.history(request.user),
  );

  app.post(
    '/api/chat',
    {
      config: {
        auth: adopters,
        rateLimit: {
          max: CHAT_MESSAGES_PER_MINUTE,
          timeWindow: 60_000,
          // Runs after preValidation: only signed-in adopters reach it, keyed by who they are.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `chat:${request.user.id}`,
        },
      },
      schema: { body: chatInputSchema, response: { 201: chatExchangeSchema } },
    },
    async (request, reply) => reply.status(201).send(await chat.ask(request.user, request.body.content)),
  );
};
