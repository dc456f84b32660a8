import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNIN_RATE_LIMIT: '3' });
});
afterAll(async () => t?.close());

const attempt = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers,
    payload: { email, password: 'wrong password' },
  });

it('limits sign-in attempts per client, and a spoofed X-Forwarded-For does not reset the limit', async () => {
  const { email } = await signUp(t.app);
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await attempt(email)).statusCode);
  expect(statuses).toEqual([401, 401, 401]);
  const limited = await attempt(email);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toEqual(expect.any(String));
  const spoofed = await attempt(email, { 'x-forwarded-for': '203.0.113.7', 'x-scout-client-ip': '203.0.113.8' });
  expect(spoofed.statusCode).toBe(429);
});
