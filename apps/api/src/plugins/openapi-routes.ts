// How each registered route becomes an operation of the OpenAPI document: its zod schemas
// turned into JSON Schema by the type provider, its answers described, and what a route
// does not declare for Fastify (an answer sent without a serializer, a multipart body)
// documented here. Nothing here is used to serve a request.
import {
  apiErrorSchema,
  CSV_IMPORT_FIELD,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  DOCUMENTS_MAX,
  dogListSchema,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  UPLOAD_MAX_BYTES,
} from '@scout/domain';
import type { SwaggerTransform } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { DOCUMENT_FIELD } from '../modules/adoption-journeys/document-upload.routes.ts';
import { UPLOAD_FIELD } from '../modules/uploads/uploads.routes.ts';
import type { RouteAuth } from './auth-session.ts';

const toJsonSchema = createJsonSchemaTransform({ skipList: [] });

/** An answer without a body (`type: 'null'` leaves the content out of the document). */
const noBody = (description: string) => ({ type: 'null', description });
const successSchema = z.object({ success: z.literal(true) });
/** An answer that is a file of one of these types, not JSON. */
const fileBody = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
});
type PlainAnswer = ReturnType<typeof noBody> | ReturnType<typeof fileBody>;

/**
 * Answers the routes send without a response schema, keyed "METHOD /fastify/path". The
 * discover route writes its JSON ahead of time (discover.service.ts) and so declares no
 * schema on purpose: its contract is documented here instead of slowing the route down.
 */
export const DOCUMENTED_RESPONSES: Record<string, Record<number, z.ZodType | PlainAnswer>> = {
  'GET /api/dogs/discover': { 200: dogListSchema },
  'DELETE /api/dogs/:id': { 204: noBody('Removed') },
  'GET /api/adoption-journeys/:id/documents/:documentId': {
    200: fileBody(
      'The document, as an attachment (Content-Disposition) under its kept name, in the type its content is',
      DOCUMENT_TYPES,
    ),
  },
  'DELETE /api/adoption-journeys/:id/documents/:documentId': { 204: noBody('Deleted') },
  'GET /api/lister/dogs/export.csv': {
    200: fileBody("The lister's dogs (not removed) in the import's columns, as a CSV attachment", ['text/csv']),
  },
  'GET /api/lister/dogs/import-template.csv': {
    200: fileBody("The import's header row and one example row, as a CSV attachment", ['text/csv']),
  },
  'GET /api/login': { 302: noBody('To the sign-in page, or to the OpenID provider when one is configured') },
  'GET /api/login/continue': { 302: noBody('To the page a newly signed-in user starts on, or back to sign-in') },
  'POST /api/logout': { 200: successSchema },
  'DELETE /api/me': { 200: successSchema },
};

/** Request bodies Fastify does not validate with a schema (the upload is read as a stream). */
export const DOCUMENTED_BODIES: Record<string, { consumes: string[]; body: OpenAPIV3.SchemaObject }> = {
  'POST /api/uploads': {
    consumes: ['multipart/form-data'],
    body: {
      type: 'object',
      properties: {
        [UPLOAD_FIELD]: {
          type: 'string',
          format: 'binary',
          description: `One JPEG, PNG or WebP photo, at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
        },
      },
      required: [UPLOAD_FIELD],
    },
  },
  'POST /api/lister/dogs/import': {
    consumes: ['multipart/form-data'],
    body: {
      type: 'object',
      properties: {
        [CSV_IMPORT_FIELD]: {
          type: 'string',
          format: 'binary',
          description: `One CSV file (UTF-8), at most ${CSV_IMPORT_MAX_BYTES / (1024 * 1024)} MB and ${CSV_IMPORT_MAX_ROWS} dog rows`,
        },
      },
      required: [CSV_IMPORT_FIELD],
    },
  },
  'POST /api/adoption-journeys/:id/documents': {
    consumes: ['multipart/form-data'],
    body: {
      type: 'object',
      properties: {
        [DOCUMENT_FIELD]: {
          type: 'string',
          format: 'binary',
          description: `One PDF, JPEG or PNG (by content), at most ${DOCUMENT_MAX_BYTES / (1024 * 1024)} MB; at most ${DOCUMENTS_MAX} per application`,
        },
      },
      required: [DOCUMENT_FIELD],
    },
  },
};

/** Response headers that carry part of an answer (paging, counts). */
const RESPONSE_HEADERS: Record<string, Record<number, Record<string, { type: string; description: string }>>> = {
  'GET /api/dogs': {
    200: {
      [NEXT_CURSOR_HEADER]: {
        type: 'string',
        description: 'The next page’s cursor (list view), absent on the last page',
      },
      [TOTAL_COUNT_HEADER]: { type: 'integer', description: 'How many dogs are in the box (map view)' },
    },
  },
  'GET /api/notifications': {
    200: {
      [NEXT_CURSOR_HEADER]: { type: 'string', description: 'The next page’s cursor, absent on the last page' },
    },
  },
};

/** Operations are grouped by the resource their path starts with. */
const TAG_OF_SEGMENT: Record<string, string> = {
  me: 'account',
  login: 'account',
  logout: 'account',
  auth: 'account',
  shelter: 'listers',
  owner: 'listers',
  lister: 'listers',
  shelters: 'listers',
  geocode: 'places',
  'map-config': 'places',
  'notification-settings': 'notifications',
};

export function tagOf(url: string): string {
  const segment = url.split('/')[2] ?? '';
  return TAG_OF_SEGMENT[segment] ?? segment;
}

/** Not calls of the API: the reference page, the document itself, Better Auth's catch-all (see openapi-auth.ts). */
export function isApiOperation(url: string): boolean {
  return (
    url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/openapi.json' && url !== '/api/auth/*'
  );
}

/** A plain answer (`noBody`, `fileBody`); zod schemas (which also have a `type`) go through the type provider. */
const isNoBody = (answer: unknown) =>
  !(answer instanceof $ZodType) &&
  ((answer as { type?: unknown } | undefined)?.type === 'null' ||
    (answer as { content?: unknown }).content !== undefined);

const described = (status: string, schema: unknown) =>
  schema instanceof $ZodType
    ? { description: STATUS_CODES[Number(status)] ?? status, content: { 'application/json': { schema } } }
    : schema;

export const documentRoute: SwaggerTransform = (document) => {
  const { url, route } = document;
  if (!isApiOperation(url)) return { schema: { hide: true }, url };
  const key = `${[route.method].flat()[0]} ${url}`;
  const answers = { ...DOCUMENTED_RESPONSES[key], ...(document.schema?.response as Record<string, unknown>) };
  const viaZod = Object.entries(answers).filter(([, answer]) => !isNoBody(answer));
  const plain = Object.entries(answers).filter(([, answer]) => isNoBody(answer));
  const auth = (route.config as { auth?: RouteAuth } | undefined)?.auth;
  const schema = {
    ...document.schema,
    tags: [tagOf(url)],
    ...(auth === undefined ? {} : { security: [{ session: [] }], description: whoMayCall(auth) }),
    response: Object.fromEntries(viaZod.map(([status, answer]) => [status, described(status, answer)])),
  };
  const transformed = toJsonSchema({ ...document, schema } as Parameters<typeof toJsonSchema>[0]);
  const responses = transformed.schema.response as Record<string, Record<string, unknown>>;
  Object.assign(responses, Object.fromEntries(plain));
  for (const [status, headers] of Object.entries(RESPONSE_HEADERS[key] ?? {})) {
    responses[status] = { ...responses[status], headers };
  }
  const query = transformed.schema.querystring as JsonObjectSchema | undefined;
  if (query?.oneOf) transformed.schema.querystring = oneQueryOf(query.oneOf);
  Object.assign(transformed.schema, DOCUMENTED_BODIES[key]);
  return transformed;
};

/** The route's `config.auth` in words (the document's only say on roles: OpenAPI has no role scopes for cookies). */
export function whoMayCall(auth: RouteAuth): string {
  const roles =
    auth === 'signed-in' ? [] : typeof auth === 'object' && 'roles' in auth ? [auth.roles].flat() : [auth].flat();
  if (roles.length === 0) return 'Needs a session: any signed-in user (401 without one).';
  const names = roles.map((role) => `${role}s`).join(' and ');
  return `Needs a session: ${names} only (401 without one, 403 for anyone else).`;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every error is `{ message, issues? }` (product §8): one component every operation refers to. */
export function addErrorResponses(document: OpenAPIV3.Document): OpenAPIV3.Document {
  const error = (description: string): OpenAPIV3.ResponseObject => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  });
  for (const item of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      operation.responses['4XX'] ??= error(
        'Refused: invalid (400), signed out (401), not allowed (403), not found (404)…',
      );
      operation.responses['5XX'] ??= error('Failed on our side, or the database is unavailable (503)');
    }
  }
  const apiError = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0', io: 'output' }) as OpenAPIV3.SchemaObject;
  delete (apiError as { $schema?: string }).$schema;
  return {
    ...document,
    components: { ...document.components, schemas: { ...document.components?.schemas, ApiError: apiError } },
  };
}

interface JsonObjectSchema {
  properties?: Record<string, { enum?: unknown[]; description?: string }>;
  required?: string[];
  oneOf?: JsonObjectSchema[];
}

/**
 * A query that takes one of several shapes (GET /api/dogs: the list, or the map's markers
 * with view=map) as the one parameter list OpenAPI has: every parameter, required only when
 * every shape requires it, each one that belongs to some shapes saying which.
 */
export function oneQueryOf(shapes: JsonObjectSchema[]): JsonObjectSchema {
  const names = [...new Set(shapes.flatMap((shape) => Object.keys(shape.properties ?? {})))];
  const discriminator = names.find((name) => shapes.every((shape) => shape.properties?.[name]?.enum?.length === 1));
  const properties: NonNullable<JsonObjectSchema['properties']> = {};
  for (const name of names) {
    const owners = shapes.filter((shape) => shape.properties?.[name]);
    const schemas = owners.map((shape) => shape.properties![name]!);
    if (name === discriminator) properties[name] = { ...schemas[0], enum: schemas.flatMap((s) => s.enum ?? []) };
    else if (discriminator && owners.length < shapes.length) {
      const values = owners.map((shape) => shape.properties![discriminator]!.enum![0]);
      properties[name] = { ...schemas[0], description: `Only with ${discriminator}=${values.join(' or ')}` };
    } else properties[name] = schemas[0]!;
  }
  const required = names.filter((name) => shapes.every((shape) => shape.required?.includes(name)));
  return { ...shapes[0], properties, required };
}
