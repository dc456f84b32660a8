// The rate limits hold for the whole service, not per server (decisions §13): two app
// instances on one database, as two processes behind a proxy would be, share every count:
// sign-in attempts (Better Auth's table), place searches and Scout's chat (request_counts).
import { CHAT_MESSAGES_PER_MINUTE } from '@scout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEOCODE_SEARCHES_PER_MINUTE } from '../geocoding/geocoding.routes.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';

let database: TestDatabase;
let servers: [TestApp, TestApp];
beforeAll(async () => {
  database = await createTestDatabase();
  const env = { SIGNIN_RATE_LIMIT: '10' };
  servers = [await createTestApp(env, { database }), await createTestApp(env, { database })];
});
afterAll(async () => {
  for (const server of servers ?? []) await server.close();
  await database?.cleanup();
});

/** The i-th request goes to one server, the next to the other. */
const serverFor = (i: number) => servers[i % 2]!;

describe('rate limits across servers on one database', () => {
  it('11 wrong passwords spread over two servers meet a 429, on both', async () => {
    const { email } = await signUp(servers[0].app);
    const attempt = (i: number) =>
      serverFor(i).app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '198.51.100.4',
        payload: { email, password: 'not the password' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i)).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await attempt(10)).statusCode).toBe(429);
    expect((await attempt(11)).statusCode).toBe(429);
  });

  it(`${GEOCODE_SEARCHES_PER_MINUTE + 1} place searches spread over two servers meet a 429`, async () => {
    const search = (i: number) =>
      serverFor(i).app.inject({ method: 'GET', url: '/api/geocode?q=Austin%2C%20TX', remoteAddress: '198.51.100.5' });
    for (let i = 0; i < GEOCODE_SEARCHES_PER_MINUTE; i++) expect((await search(i)).statusCode).toBe(200);
    expect((await search(GEOCODE_SEARCHES_PER_MINUTE)).statusCode).toBe(429);
    expect((await search(GEOCODE_SEARCHES_PER_MINUTE + 1)).statusCode).toBe(429);
    // Another address has its own count.
    const other = await servers[1].app.inject({
      method: 'GET',
      url: '/api/geocode?q=Austin%2C%20TX',
      remoteAddress: '198.51.100.6',
    });
    expect(other.statusCode).toBe(200);
  });

  it(`${CHAT_MESSAGES_PER_MINUTE + 1} questions to Scout spread over two servers meet a 429`, async () => {
    const { cookie } = await signUp(servers[0].app);
    const ask = (i: number) => serverFor(i).api.as(cookie).post('/api/chat', { content: 'Any calm dogs?' });
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++) expect((await ask(i)).statusCode).toBe(201);
    expect((await ask(CHAT_MESSAGES_PER_MINUTE)).statusCode).toBe(429);
  });
});
