// The OpenAPI document describes the app as it is: every registered route appears in it,
// it is a valid OpenAPI 3 document, what it says about sign-in matches what Better Auth
// does, and the reference page loads with nothing from outside the app.
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DOCUMENTED_BODIES, DOCUMENTED_RESPONSES } from './openapi-routes.ts';
import { OPENAPI_VERSION } from './openapi.ts';

// Every route the app registers, seen by an onRoute hook on the instance buildApp creates.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = actual.default as unknown as (...args: unknown[]) => FastifyInstance;
  const fastify = (...args: unknown[]) => {
    const app = create(...args);
    app.addHook('onRoute', (route) => void registered.push(route));
    return app;
  };
  return { ...actual, default: fastify, fastify };
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

let t: TestApp;
let document: OpenAPIV3.Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  document = res.json();
});
afterAll(async () => t?.close());

/** Fastify's `/api/dogs/:id` is OpenAPI's `/api/dogs/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const methodsOf = (route: RouteOptions) => [route.method].flat();

/** Registered routes that are not API calls, and why. */
function notAnApiCall(route: RouteOptions, method: string): string | undefined {
  if (method === 'HEAD') return 'Fastify answers HEAD for every GET; the GET is documented';
  if (!route.url.startsWith('/api/')) return 'files and the web app’s pages, not API calls';
  if ((route.schema as { hide?: boolean } | undefined)?.hide)
    return 'hidden by its library: static files, the reference page';
  if (route.url === '/api/openapi.json') return 'the document itself';
  if (route.url === '/api/auth/*' && method === 'GET')
    return 'Better Auth’s browser redirects (the OpenID callback); clients use GET /api/me and /api/login';
  return undefined;
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe(OPENAPI_VERSION);
    expect(document.info).toMatchObject({ title: 'Scout API', version: expect.any(String) });
  });

  it('documents every registered route', () => {
    expect(registered.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const route of registered) {
      for (const method of methodsOf(route)) {
        if (notAnApiCall(route, method)) continue;
        if (route.url === '/api/auth/*') {
          // Better Auth's catch-all: the calls the app makes through it are documented one by one.
          const authCalls = Object.keys(document.paths).filter((path) => path.startsWith('/api/auth/'));
          if (!authCalls.some((path) => document.paths[path]?.[method.toLowerCase() as 'post'])) missing.push(method);
          continue;
        }
        const item = document.paths[openApiPath(route.url)];
        if (!item?.[method.toLowerCase() as (typeof METHODS)[number]]) missing.push(`${method} ${route.url}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents nothing that is not registered', () => {
    const routes = new Set(
      registered.flatMap((route) => methodsOf(route).map((method) => `${method} ${openApiPath(route.url)}`)),
    );
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const unknown = operations.filter((op) => !routes.has(op) && !op.startsWith('POST /api/auth/'));
    expect(unknown).toEqual([]);
    const documentedOnly = [...Object.keys(DOCUMENTED_RESPONSES), ...Object.keys(DOCUMENTED_BODIES)];
    expect(documentedOnly.filter((key) => !routes.has(key.replace(/:(\w+)/g, '{$1}')))).toEqual([]);
  });

  it('says what every operation answers when it succeeds, and how it fails', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item?.[method];
        if (!operation) continue;
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((status) => /^[23]\d\d$/.test(status)),
          `${method} ${path}`,
        ).toBe(true);
        expect(statuses, `${method} ${path}`).toContain('4XX');
        expect(operation.tags, `${method} ${path}`).toHaveLength(1);
      }
    }
  });

  it('documents the answer the discover route writes without a serializer', () => {
    const ok = document.paths['/api/dogs/discover']?.get?.responses['200'] as OpenAPIV3.ResponseObject;
    const schema = ok.content?.['application/json']?.schema as OpenAPIV3.ArraySchemaObject;
    expect(schema.type).toBe('array');
    expect((schema.items as OpenAPIV3.SchemaObject).required).toContain('compatibilityScore');
  });

  it('requires the session on the calls that declare who may call them, and says who', () => {
    const swipe = document.paths['/api/swipes']?.post;
    expect(swipe?.security).toEqual([{ session: [] }]);
    expect(swipe?.description).toBe('Needs a session: adopters only (401 without one, 403 for anyone else).');
    const createDog = document.paths['/api/dogs']?.post;
    expect(createDog?.description).toMatch(/shelters and owners only/);
    // Public reads take a session when there is one (scores), but need none.
    expect(document.paths['/api/dogs']?.get?.security).toBeUndefined();
    expect(document.security).toEqual([{ session: [] }, {}]);
  });

  it('lists both shapes of the GET /api/dogs query as one set of parameters', () => {
    const parameters = document.paths['/api/dogs']?.get?.parameters as OpenAPIV3.ParameterObject[];
    const byName = Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter]));
    expect(Object.keys(byName)).toEqual(expect.arrayContaining(['view', 'bbox', 'lat', 'lng', 'radius', 'cursor']));
    expect((byName.view!.schema as OpenAPIV3.SchemaObject).enum).toEqual(['map', 'list']);
    expect(parameters.filter((parameter) => parameter.required)).toEqual([]);
  });
});

describe('Better Auth calls in the document', () => {
  it('match what sign-up answers and the session cookie it sets', async () => {
    const operation = document.paths['/api/auth/sign-up/email']?.post;
    const ok = operation?.responses['200'] as OpenAPIV3.ResponseObject;
    const schema = ok.content?.['application/json']?.schema as OpenAPIV3.SchemaObject;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Doc Reader', email: 'doc-reader@example.test', password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(expect.arrayContaining(schema.required ?? []));
    const cookie = (document.components?.securitySchemes?.session as OpenAPIV3.ApiKeySecurityScheme).name;
    expect([res.headers['set-cookie']].flat().some((line) => line?.startsWith(`${cookie}=`))).toBe(true);
  });

  it('state the password length the server enforces', async () => {
    const body = document.paths['/api/auth/sign-up/email']?.post?.requestBody as OpenAPIV3.RequestBodyObject;
    const password = (body.content['application/json']!.schema as OpenAPIV3.SchemaObject).properties!
      .password as OpenAPIV3.SchemaObject;
    const short = 'x'.repeat(password.minLength! - 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Short', email: 'short-password@example.test', password: short },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/docs', () => {
  it('is an HTML page whose scripts and styles the app serves itself, under the app’s usual CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toBe(health.headers['content-security-policy']);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\//);
      const res = await t.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
    }
  });
});
