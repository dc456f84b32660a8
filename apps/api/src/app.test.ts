// The API conventions every route relies on (product §8): JSON errors, limits, origin
// checks, security headers, health, quiet logs and graceful shutdown.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createTestApp, signUp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('errors are JSON', () => {
  it('answers an unknown /api path with a 404 message', async () => {
    const res = await t.api.get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: expect.stringContaining('/api/no-such-thing') });
  });

  it('answers an unknown /api/auth path with a 404 message (not a bare null)', async () => {
    const res = await t.api.get('/api/auth/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.api.post('/api/auth/sign-in/email', { email: 'a@b.test', password: 'x'.repeat(200_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses JSON nested too deeply with 400 instead of crashing', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/nested too deeply/);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid JSON/);
  });
});

describe('cross-origin protection', () => {
  it('refuses a state-changing call from a foreign Origin with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a sign-up from a foreign Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'X', email: 'x@example.test', password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the same call from the app’s own origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'http://localhost:3999', host: 'localhost:3999' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('lets reads through from anywhere', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a content security policy and the usual hardening headers', async () => {
    const res = await t.api.get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('GET /api/health', () => {
  it('reports ok when the database answers', async () => {
    const res = await t.api.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('answers 503 with a clear message when the database cannot be reached', async () => {
    const unreachable = await openDatabase({
      databaseUrl: 'postgres://scout@127.0.0.1:1/scout',
      dataDir: '/tmp/unused',
    });
    const config = loadConfig({
      PORT: '3998',
      AUTH_SECRET: 'x'.repeat(40),
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, database: unreachable, logger: false, webDistDir: '/nonexistent' });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().message).toMatch(/database/i);
      // Alive all the same: a load balancer stops sending traffic, nothing restarts it.
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'a@b.test', password: 'whatever1' },
      });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.json().message).toMatch(/database/i);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});

describe('request logs', () => {
  it('never contain passwords or session tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({}, { logger: { level: 'trace', stream } });
    try {
      const password = 'very-secret-password-42';
      const { cookie } = await signUp(logged.app, 'adopter', { password });
      await logged.api.as(cookie).get('/api/me');
      await logged.api.as(cookie).get('/api/login/continue?code=oauth-code-123');
      const log = lines.join('');
      expect(log).toContain('/api/me');
      expect(log).not.toContain(password);
      const token = cookie.match(/session_token=([^;.]+)/)![1]!;
      expect(log).not.toContain(token);
      expect(log).not.toContain('oauth-code-123');
    } finally {
      await logged.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request before closing', async () => {
    const database = await openDatabase({ databaseUrl: 'postgres://scout@127.0.0.1:1/scout', dataDir: '/tmp/unused' });
    const config = loadConfig({
      PORT: '0',
      AUTH_SECRET: 'x'.repeat(40),
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, database, logger: false, webDistDir: '/nonexistent' });
    let started!: () => void;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/api/test-slow', async () => {
      started();
      await new Promise((r) => setTimeout(r, 300));
      return { finished: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/test-slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await requestStarted;
    await app.close();
    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    await database.close();
  });
});
