// GET|POST /api/unsubscribe?token= (product §16.6): the link in every email's footer (the web
// page reads GET, then confirms with POST) and the List-Unsubscribe header, whose one-click
// POST (RFC 8058) comes from the mail provider with `List-Unsubscribe=One-Click` as a form
// body. No session needed: the signed token is the permission.
import { unsubscribeQuerySchema, unsubscribeStatusSchema } from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createUnsubscribeService } from './unsubscribe.service.ts';

/** Bodies a one-click POST may carry; their content is not needed (the token is in the query). */
export const ONE_CLICK_BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export const unsubscribeRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Database }> = async (
  app,
  { config, db },
) => {
  const service = createUnsubscribeService(db, config.authSecret);
  // Scoped to these routes: the rest of the API takes JSON only.
  app.addContentTypeParser(ONE_CLICK_BODY_TYPES, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.get(
    '/api/unsubscribe',
    { schema: { querystring: unsubscribeQuerySchema, response: { 200: unsubscribeStatusSchema } } },
    async (request) => service.preview(request.query.token),
  );

  app.post(
    '/api/unsubscribe',
    { schema: { querystring: unsubscribeQuerySchema, response: { 200: unsubscribeStatusSchema } } },
    async (request) => service.unsubscribe(request.query.token),
  );
};
