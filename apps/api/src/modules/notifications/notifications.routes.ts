// In-app notifications and their settings (product §16.1): GET /api/notifications,
// POST /api/notifications/read, GET and PUT /api/notification-settings. Each person's own
// only; signed out is 401 before any input is read.
import {
  NEXT_CURSOR_HEADER,
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadResultSchema,
  notificationReadSchema,
  notificationSettingsSchema,
} from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createNotificationsService } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const notifications = createNotificationsService(db);

  app.get(
    '/api/notifications',
    {
      config: { auth: 'signed-in' },
      schema: { querystring: notificationListQuerySchema, response: { 200: notificationListSchema } },
    },
    async (request, reply) => {
      const { nextCursor, ...list } = await notifications.list(request.user, request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return list;
    },
  );

  app.post(
    '/api/notifications/read',
    {
      config: { auth: 'signed-in' },
      schema: { body: notificationReadSchema, response: { 200: notificationReadResultSchema } },
    },
    async (request) => notifications.markRead(request.user, request.body),
  );

  app.get(
    '/api/notification-settings',
    { config: { auth: 'signed-in' }, schema: { response: { 200: notificationSettingsSchema } } },
    async (request) => notifications.settings(request.user),
  );

  app.put(
    '/api/notification-settings',
    {
      config: { auth: 'signed-in' },
      schema: { body: notificationSettingsSchema, response: { 200: notificationSettingsSchema } },
    },
    async (request) => notifications.saveSettings(request.user, request.body),
  );
};
