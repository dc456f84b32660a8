// Routes declare who may call them (`config.auth`): the check runs before validation, HEAD
// answers as GET does, and `request.user` is only readable where a route declared one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { signUp } from '../testing/test-app.ts';

let database: TestDatabase;
let app: App;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'scout-auth-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    SIGNIN_RATE_LIMIT: '1000',
  });
  app = await buildApp({ config, database, logger: false, webDistDir: '/nonexistent' });
  const body = z.object({ n: z.number() });
  app.post('/api/test/adopters', { config: { auth: 'adopter' }, schema: { body } }, async (request) => ({
    id: request.user.id,
    n: request.body.n,
  }));
  app.get('/api/test/listers', { config: { auth: ['shelter', 'owner'] } }, async (request) => ({
    role: request.user.role,
  }));
  app.get('/api/test/anyone', async (request) => ({ id: request.user.id }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.cleanup();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const post = (payload: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/test/adopters',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

it('refuses a stranger (401) and another role (403) before it reads the body', async () => {
  expect((await post({ n: 'not a number' })).statusCode).toBe(401);
  const shelter = await signUp(app, 'shelter');
  expect((await post({ n: 'not a number' }, shelter.cookie)).statusCode).toBe(403);
  const adopter = await signUp(app, 'adopter');
  expect((await post({ n: 'not a number' }, adopter.cookie)).statusCode).toBe(400);
  const ok = await post({ n: 7 }, adopter.cookie);
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ id: adopter.userId, n: 7 });
});

it('checks HEAD as it checks GET, and lets any of several roles in', async () => {
  expect((await app.inject({ method: 'HEAD', url: '/api/test/listers' })).statusCode).toBe(401);
  const owner = await signUp(app, 'owner');
  const res = await app.inject({ method: 'GET', url: '/api/test/listers', headers: { cookie: owner.cookie } });
  expect(res.json()).toEqual({ role: 'owner' });
  const adopter = await signUp(app, 'adopter');
  const head = await app.inject({ method: 'HEAD', url: '/api/test/listers', headers: { cookie: adopter.cookie } });
  expect(head.statusCode).toBe(403);
});

it('fails loudly when a route that declared no auth reads request.user', async () => {
  const adopter = await signUp(app, 'adopter');
  const res = await app.inject({ method: 'GET', url: '/api/test/anyone', headers: { cookie: adopter.cookie } });
  expect(res.statusCode).toBe(500);
});
