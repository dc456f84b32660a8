// The API described for other software: GET /api/openapi.json, an OpenAPI 3 document built
// from the zod contracts the routes already declare, and a reference page at /api/docs
// (Swagger UI, served from node_modules: nothing comes from a CDN). The document is built
// once when the app is ready and sent as bytes, so no API request pays for it.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenAPIV3 } from 'openapi-types';
import { addAuthOperations, sessionCookieScheme } from './openapi-auth.ts';
import { addErrorResponses, documentRoute } from './openapi-routes.ts';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';
export const OPENAPI_VERSION = '3.0.3';

const DESCRIPTION = [
  'The HTTP API of Scout, generated from the zod contracts its routes validate with.',
  'Bodies are JSON; every error is `{ message, issues? }`.',
  'A signed-in call sends the session cookie that the sign-up and sign-in calls set; calls that need',
  'a session (or a role) answer 401 without one and 403 for the wrong role.',
  'State-changing calls from a browser must come from the app’s own origin.',
].join(' ');

async function openApi(app: FastifyInstance) {
  const { auth } = app;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: { title: 'Scout API', version: '1', description: DESCRIPTION },
      components: { securitySchemes: { session: sessionCookieScheme(auth) } },
      // Optional by default (public calls use a session for scores when there is one); a
      // route that declares `config.auth` requires it (openapi-routes.ts).
      security: [{ session: [] }, {}],
    },
    transform: documentRoute,
    transformObject: (document) =>
      addAuthOperations(addErrorResponses((document as { openapiObject: OpenAPIV3.Document }).openapiObject), auth),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    theme: { title: 'Scout API reference' },
    // Without the top bar: it only offers to load another document by URL.
    uiConfig: { layout: 'BaseLayout' },
  });

  let body: string | undefined;
  app.addHook('onReady', async () => {
    body = JSON.stringify(app.swagger());
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(body),
  );
}

export default fp(openApi, { name: 'openapi', dependencies: ['auth-session'] });
