// Better Auth's calls in the OpenAPI document. Fastify sees one catch-all route under
// /api/auth; the calls the web app makes through it are described from Better Auth's own
// endpoint declarations (their zod bodies and documented answers), and the session cookie
// it sets becomes the document's security scheme.
import { getCookies } from 'better-auth/cookies';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import type { Auth } from '../modules/auth/auth.ts';

/** The Better Auth calls the web app makes (login page, change-password form). */
export const DOCUMENTED_AUTH_CALLS = ['signUpEmail', 'signInEmail', 'changePassword'] as const;
/** Which body field is a new password, checked against the configured length limits. */
const NEW_PASSWORD_FIELD: Partial<Record<(typeof DOCUMENTED_AUTH_CALLS)[number], string>> = {
  signUpEmail: 'password',
  changePassword: 'newPassword',
};

/** Better Auth answers its own refusals (wrong password, taken email ...) as `{ code, message }`. */
const AUTH_ERROR: OpenAPIV3.SchemaObject = {
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' } },
  required: ['message'],
};

export function sessionCookieScheme(auth: Auth): OpenAPIV3.ApiKeySecurityScheme {
  const { name } = getCookies(auth.options).sessionToken;
  return {
    type: 'apiKey',
    in: 'cookie',
    name,
    description: 'The session cookie set by sign-up and sign-in (HttpOnly; `__Secure-` prefixed over HTTPS).',
  };
}

interface DocumentedEndpoint {
  path: string;
  options: {
    method: string | string[];
    body?: unknown;
    metadata?: { openapi?: { operationId?: string; description?: string; responses?: OpenAPIV3.ResponsesObject } };
  };
}

export function addAuthOperations(document: OpenAPIV3.Document, auth: Auth): OpenAPIV3.Document {
  const basePath = auth.options.basePath ?? '/api/auth';
  const { minPasswordLength, maxPasswordLength } = auth.options.emailAndPassword ?? {};
  const paths: OpenAPIV3.PathsObject = {};
  for (const call of DOCUMENTED_AUTH_CALLS) {
    const endpoint = auth.api[call] as unknown as DocumentedEndpoint;
    const openapi = endpoint.options.metadata?.openapi ?? {};
    const body = z.toJSONSchema(endpoint.options.body as z.ZodType, {
      target: 'openapi-3.0',
      io: 'input',
      unrepresentable: 'any',
    }) as OpenAPIV3.SchemaObject & { $schema?: string };
    delete body.$schema;
    const passwordField = NEW_PASSWORD_FIELD[call];
    const password = passwordField && (body.properties?.[passwordField] as OpenAPIV3.SchemaObject | undefined);
    if (password) Object.assign(password, { minLength: minPasswordLength, maxLength: maxPasswordLength });
    const operation: OpenAPIV3.OperationObject = {
      tags: ['account'],
      operationId: openapi.operationId,
      summary: openapi.description,
      requestBody: { required: true, content: { 'application/json': { schema: body } } },
      responses: {
        ...openapi.responses,
        '4XX': {
          description: 'Refused: invalid, wrong email or password, signed out (change-password) …',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/AuthError' } } },
        },
      },
    };
    for (const method of [endpoint.options.method].flat()) {
      const path = `${basePath}${endpoint.path}`;
      paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
    }
  }
  const schemas: Record<string, OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject> = {
    ...document.components?.schemas,
    AuthError: AUTH_ERROR,
  };
  // Better Auth's sign-in answer refers to a `User` schema its other answers spell out.
  if (JSON.stringify(paths).includes('"#/components/schemas/User"') && !schemas.User) {
    const user = Object.values(paths)
      .map((item) => item?.post?.responses?.['200'] as OpenAPIV3.ResponseObject | undefined)
      .map((response) => response?.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined)
      .map((schema) => schema?.properties?.user as OpenAPIV3.SchemaObject | undefined)
      .find((schema) => schema?.properties);
    if (user) schemas.User = user;
  }
  return { ...document, paths: { ...document.paths, ...paths }, components: { ...document.components, schemas } };
}
