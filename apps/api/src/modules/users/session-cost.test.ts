// A signed-in call must not cost a database round trip (stack-notes: getSession per
// request is the bottleneck): the session is read from its signed cookie cache.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
  await t?.database.cleanup().catch(() => {});
});

it('answers GET /api/me from the session cookie cache, even with the database gone', async () => {
  const { cookie, userId } = await signUp(t.app);
  await t.database.close();
  expect((await t.api.get('/api/health')).statusCode).toBe(503);
  for (let i = 0; i < 3; i++) {
    const res = await t.api.as(cookie).get('/api/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(userId);
  }
});
