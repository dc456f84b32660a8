// Hostile input never gets a 5xx (issue 16): text PostgreSQL cannot store (a NUL, a lone
// surrogate) in any string field of any JSON body, query string or path parameter is a 400
// naming the field, and `__proto__`, `constructor` and `prototype` keys are refused as unknown
// fields. The routes and their fields come from the OpenAPI document the contracts generate,
// so a new route is swept without touching this file.
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDog } from '../db/seed/factories.ts';
import { dogInput, ownerOnboarding, shelterOnboarding } from '../testing/contract-inputs.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../testing/test-app.ts';
import { BROKEN_TEXT_MESSAGE, NUL_MESSAGE } from './storable-input.ts';

let t: TestApp;
let document: OpenAPIV3.Document;
let cookies: string[];
let ids: Record<string, string>;
let accounts: { adopter: string; shelter: string; newShelter: string; newOwner: string };
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const adopter = await signUp(t.app, 'adopter');
  const shelter = await signUpLister(t.app, t.database.db, 'shelter');
  const owner = await signUpLister(t.app, t.database.db, 'owner');
  const dog = await createDog(t.database.db, { listerId: shelter.listerId, status: 'available' });
  // Real ids, so a route reaches as far into its work as the input lets it.
  const journey = await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId: dog.id });
  const conversation = await t.api.as(adopter.cookie).get(`/api/conversations/${dog.id}`);
  ids = { dogId: dog.id, id: dog.id, journeyId: journey.json().id, conversationId: conversation.json().id };
  cookies = [adopter.cookie, shelter.cookie, owner.cookie];
  accounts = {
    adopter: adopter.cookie,
    shelter: shelter.cookie,
    newShelter: (await signUp(t.app, 'shelter')).cookie,
    newOwner: (await signUp(t.app, 'owner')).cookie,
  };
});
afterAll(async () => t?.close());

type Schema = OpenAPIV3.SchemaObject;

/** Every path to a string in the schema ("name", "application.otherPets.0.kind"). */
function stringPaths(schema: Schema | undefined, path: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 6) return [];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])] as Schema[];
  const found: string[][] = variants.flatMap((variant) => stringPaths(variant, path, depth + 1));
  if (schema.type === 'string') found.push(path);
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    found.push(...stringPaths(property as Schema, [...path, key], depth + 1));
  if (schema.type === 'array') found.push(...stringPaths(schema.items as Schema, [...path, '0'], depth + 1));
  return found;
}

/** The object with `value` at `path` (array indexes as arrays), nothing else. */
function bodyWith(path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return head === '0' ? [bodyWith(rest, value)] : { [head!]: bodyWith(rest, value) };
}

interface Call {
  method: string;
  url: string;
  /** The OpenAPI path, `{name}` for each parameter. */
  template: string;
  operation: OpenAPIV3.OperationObject;
}

/** The template with real ids, and `override` for one parameter. */
const fill = (template: string, override: Record<string, string> = {}) =>
  template.replace(/\{(\w+)\}/g, (_m, name: string) => override[name] ?? ids[name] ?? ids.id!);

function calls(): Call[] {
  const list: Call[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      list.push({ method: method.toUpperCase(), url: fill(path), template: path, operation });
    }
  }
  return list;
}

const jsonBody = (operation: OpenAPIV3.OperationObject) =>
  (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content['application/json']?.schema as
    Schema | undefined;

/** Sends the request as each kind of account in turn; every answer must be a 400 naming `field`. */
async function expectRefused(method: string, url: string, payload: unknown, field: string, message: string) {
  for (const cookie of [undefined, ...cookies]) {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    const label = `${method} ${url} ${JSON.stringify(payload) ?? ''}`;
    expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
    expect(res.json().issues, label).toEqual([{ path: field, message }]);
  }
}

const BAD_TEXTS: [string, string][] = [
  ['a NUL', `Rex\u0000`],
  ['a NUL alone', '\u0000'],
  ['a lone surrogate', 'Rex\uD800'],
];

describe('hostile input', () => {
  it('finds the body-taking routes in the OpenAPI document (the sweep is not empty)', () => {
    const withBodies = calls().filter((call) => jsonBody(call.operation));
    const named = withBodies.map((c) => `${c.method} ${c.template}`);
    // The routes the fuzzer found 500s on (issue 16), among the rest.
    expect(named).toEqual(
      expect.arrayContaining([
        'POST /api/dogs',
        'PATCH /api/dogs/{id}',
        'POST /api/shelter/onboard',
        'POST /api/owner/onboard',
        'POST /api/chat',
        'POST /api/conversations/{id}/messages',
        'POST /api/virtual-tours',
      ]),
    );
    expect(named.length).toBeGreaterThanOrEqual(15);
  });

  it.each(BAD_TEXTS)(
    '%s in any string field of any JSON body: 400 naming the field, never 5xx',
    async (_name, text) => {
      const message = text.includes('\u0000') ? NUL_MESSAGE : BROKEN_TEXT_MESSAGE;
      let sent = 0;
      for (const { method, url, operation } of calls()) {
        const schema = jsonBody(operation);
        for (const path of stringPaths(schema)) {
          await expectRefused(method, url, bodyWith(path, text), path.join('.'), message);
          sent++;
        }
      }
      expect(sent).toBeGreaterThan(60);
    },
  );

  it('__proto__, constructor and prototype keys in any body, at the top or nested: 400 as unknown fields', async () => {
    for (const { method, url, operation } of calls()) {
      if (!jsonBody(operation)) continue;
      for (const key of ['__proto__', 'constructor', 'prototype']) {
        // Written as text: an object literal's __proto__ would set the prototype, not a key.
        const top = `{"${key}": {"isAdmin": true}}`;
        const nested = `{"profile": {"${key}": {"role": "admin"}}}`;
        for (const [payload, field] of [
          [top, key],
          [nested, `profile.${key}`],
        ] as const) {
          for (const cookie of [undefined, ...cookies]) {
            const res = await t.app.inject({
              method: method as 'POST',
              url,
              headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
              payload,
            });
            expect(res.statusCode, `${method} ${url} ${payload}`).toBe(400);
            expect(res.json().issues).toEqual([{ path: field, message: `Unrecognized key: "${key}"` }]);
          }
        }
      }
    }
  });

  it('a NUL in any query parameter or path parameter of any route: 400 naming it, never 5xx', async () => {
    let sent = 0;
    for (const { method, url, template, operation } of calls()) {
      for (const parameter of (operation.parameters ?? []) as OpenAPIV3.ParameterObject[]) {
        if (parameter.in === 'query') {
          const withQuery = `${url}${url.includes('?') ? '&' : '?'}${parameter.name}=a%00b`;
          await expectRefused(method, withQuery, jsonBody(operation) ? {} : undefined, parameter.name, NUL_MESSAGE);
          sent++;
        }
        if (parameter.in === 'path') {
          const value = ids[parameter.name] ?? ids.id!;
          await expectRefused(
            method,
            fill(template, { [parameter.name]: `${value}%00` }),
            jsonBody(operation) ? {} : undefined,
            parameter.name,
            NUL_MESSAGE,
          );
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(20);
  });

  // The fields a fuzzer got 500s from (issue 16), each in an otherwise valid body from the
  // account that may send it: the NUL is the only thing wrong.
  it.each([
    ['POST', '/api/dogs', 'shelter', () => dogInput(), ['name', 'breed', 'specialNeeds']],
    ['PATCH', '/api/dogs/{dogId}', 'shelter', () => dogInput(), ['name', 'breed', 'specialNeeds']],
    [
      'POST',
      '/api/shelter/onboard',
      'newShelter',
      () => shelterOnboarding(),
      ['shelterName', 'phone', 'licenseNumber', 'description'],
    ],
    ['POST', '/api/owner/onboard', 'newOwner', () => ownerOnboarding(), ['fullName', 'phone', 'reason']],
    ['POST', '/api/chat', 'adopter', () => ({ content: 'Which dogs are calm?' }), ['content']],
    ['POST', '/api/conversations/{conversationId}/messages', 'adopter', () => ({ content: 'Hello' }), ['content']],
    [
      'POST',
      '/api/virtual-tours',
      'adopter',
      () => ({ dogId: ids.dogId, scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), notes: 'Hi' }),
      ['notes'],
    ],
  ] as const)('%s %s: a NUL in a valid body is a 400 naming the field', async (method, template, who, body, fields) => {
    for (const field of fields) {
      const as = t.api.as(accounts[who]);
      const payload = { ...body(), [field]: `x\u0000y` };
      const res = await (method === 'PATCH' ? as.patch(fill(template), payload) : as.post(fill(template), payload));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({
        message: `Invalid body: ${field}: ${NUL_MESSAGE}`,
        issues: [{ path: field, message: NUL_MESSAGE }],
      });
    }
  });

  it('PATCH /api/dogs/:id with a __proto__ key changes nothing (400)', async () => {
    const [, shelterCookie] = cookies;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/dogs/${ids.dogId}`,
      headers: { 'content-type': 'application/json', cookie: shelterCookie! },
      payload: '{"name": "Changed", "__proto__": {"status": "adopted"}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid body: __proto__: Unrecognized key: "__proto__"',
      issues: [{ path: '__proto__', message: 'Unrecognized key: "__proto__"' }],
    });
    const dog = (await t.api.get(`/api/dogs/${ids.dogId}`)).json();
    expect(dog.name).not.toBe('Changed');
  });
});
