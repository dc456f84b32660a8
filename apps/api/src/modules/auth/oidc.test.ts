// The OpenID Connect path end to end against a real provider (oidc-provider) on loopback:
// GET /api/login -> provider login and consent -> callback -> a session with the intended role.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookiesFrom, createTestApp, type TestApp } from '../../testing/test-app.ts';

const APP_URL = 'http://localhost:3999';
let provider: Server;
let issuer: string;
let t: TestApp;

beforeAll(async () => {
  provider = await startProvider();
  t = await createTestApp({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'scout',
    OIDC_CLIENT_SECRET: 'scout-client-secret',
    PUBLIC_URL: APP_URL,
  });
});
afterAll(async () => {
  await t?.close();
  provider?.close();
});

async function startProvider(): Promise<Server> {
  // The issuer must be known before the provider is built, so reserve the port first.
  const probe = (await import('node:http')).createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  issuer = `http://127.0.0.1:${port}`;
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: 'scout',
        client_secret: 'scout-client-secret',
        redirect_uris: [`${APP_URL}/api/auth/callback/oidc`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: `${id}@provider.test`, email_verified: true, name: 'Olive Provider' }),
      };
    },
    cookies: { keys: ['test-cookie-key'] },
  });
  const server = oidc.listen(port, '127.0.0.1') as unknown as Server;
  await new Promise<void>((r) => server.once('listening', () => r()));
  return server;
}

/** A browser's trip through the provider: follows its redirects and submits its forms, until it sends us back to the app. */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<string> {
  let jar = '';
  let url = authorizeUrl;
  let form: Record<string, string> | null = null;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(APP_URL)) return url;
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar, ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body: form ? new URLSearchParams(form) : undefined,
    });
    jar = cookiesFrom(res.headers.getSetCookie(), jar);
    form = null;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      continue;
    }
    const html = await res.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`provider page without a form (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    form = html.includes('name="login"') ? { prompt: 'login', login, password: 'any' } : { prompt: 'consent' };
  }
  throw new Error('too many redirects at the provider');
}

it('signs a new user in through the OpenID provider with the intended role and lands them on their onboarding', async () => {
  const start = await t.api.get('/api/login?intended_role=owner');
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location!);
  expect(authorize.origin).toBe(issuer);
  expect(authorize.searchParams.get('client_id')).toBe('scout');
  let cookie = cookiesFrom(start.headers['set-cookie']);

  const callback = new URL(await signInAtProvider(authorize.href, 'olive'));
  expect(callback.pathname).toBe('/api/auth/callback/oidc');

  const back = await t.api.as(cookie).get(callback.pathname + callback.search);
  expect(back.statusCode).toBe(302);
  expect(back.headers.location).toMatch(/\/api\/login\/continue$/);
  cookie = cookiesFrom(back.headers['set-cookie'], cookie);

  const landing = await t.api.as(cookie).get('/api/login/continue');
  expect(landing.headers.location).toBe('/owner-onboarding');

  const me = await t.api.as(cookie).get('/api/me');
  expect(me.json()).toEqual({
    id: expect.any(String),
    role: 'owner',
    name: 'Olive Provider',
    email: 'olive@provider.test',
    onboarded: false,
  });
});

it('keeps the role of an existing account when it signs in again with another intended role', async () => {
  const start = await t.api.get('/api/login?intended_role=shelter');
  let cookie = cookiesFrom(start.headers['set-cookie']);
  const callback = new URL(await signInAtProvider(start.headers.location!, 'olive'));
  const back = await t.api.as(cookie).get(callback.pathname + callback.search);
  cookie = cookiesFrom(back.headers['set-cookie'], cookie);
  const me = await t.api.as(cookie).get('/api/me');
  expect(me.json()).toMatchObject({ role: 'owner', email: 'olive@provider.test' });
});
