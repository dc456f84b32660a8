// Several server processes on one PostgreSQL database behave as one service (decisions §13,
// issue 16): three compiled servers (`npm start`'s apps/api/dist/server.js) started at the
// same moment on an empty database all come up, one of them migrating and seeding while the
// others wait, with no error and no second seed; the sign-in and place-search limits hold
// across them; a session ended on one is refused by all within the cache's bound; a job runs
// once; a photo uploaded through one is served by the others (S3 on loopback, s3rver). Real
// processes, real HTTP, a fresh database.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from './api-root.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-world.ts';
import { GEOCODE_SEARCHES_PER_MINUTE } from './modules/geocoding/geocoding.routes.ts';
import { outboxDirOf } from './mail/mailer.ts';
import { startTestS3Server, type TestS3Server } from './testing/test-s3-server.ts';
import { multipartBody, testImage } from './testing/upload-test-helpers.ts';
import { testPostgresServerUrl } from './testing/test-database.ts';

interface Server {
  url: string;
  child: ChildProcess;
  output: string[];
}

const SESSION_CACHE_S = 2;
/** The in-process session memo's lifetime (plugins/session-memo.ts). */
const SESSION_MEMO_S = 5;
const serverUrl = testPostgresServerUrl();
const databaseName = `scout_processes_${process.pid}_${Date.now()}`;
const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${databaseName}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'scout-processes-'));
const servers: Server[] = [];
/** The service's object storage: photos uploaded through one process are served by all. */
let s3: TestS3Server;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function start(index: number, port: number): Server {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(API_ROOT, 'dist', 'server.js')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: path.join(dataDir, `server-${index}`),
      // One secret for the service: a session cookie from one process is good on every other.
      AUTH_SECRET: 'several-processes-test-secret-0123456789',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...s3.env,
      // A short cookie cache, so the test sees revocation reach every process quickly; in
      // production the same rule (cache plus the 5 s memo) bounds it at 60 s.
      SESSION_CACHE_S: String(SESSION_CACHE_S),
      // The test stands in for a reverse proxy, so each test's requests come from an address of its own.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { url, child, output };
}

async function healthy(server: Server, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`exited ${server.child.exitCode}:\n${server.output.join('')}`);
    const ok = await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not healthy in time:\n${server.output.join('')}`);
}

beforeAll(async () => {
  // The server as `npm start` runs it, compiled from the sources under test.
  execFileSync(process.execPath, [path.join(API_ROOT, 'build.mjs')], { stdio: 'ignore' });
  await admin((client) => client.query(`CREATE DATABASE ${databaseName}`));
  s3 = await startTestS3Server();
  const ports = await Promise.all([0, 1, 2].map(() => freePort()));
  servers.push(...ports.map((port, i) => start(i, port)));
  const deadline = Date.now() + 60_000;
  await Promise.all(servers.map((server) => healthy(server, deadline)));
}, 90_000);

afterAll(async () => {
  await Promise.all(
    servers.map(async ({ child }) => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }),
  );
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('three server processes on one empty database', () => {
  it('all come up: one migrates and seeds, the others wait and serve, with no error and no second seed', async () => {
    for (const server of servers) expect(server.child.exitCode).toBeNull();
    const seededBy = servers.filter((server) => server.output.join('').includes('(demo world seeded)'));
    expect(seededBy).toHaveLength(1);
    for (const server of servers) {
      // Warnings and above are logged as JSON lines; none may be an error (level 50+).
      const errors = server.output
        .join('')
        .split('\n')
        .filter((line) => /"level":(5|6)\d/.test(line));
      expect(errors).toEqual([]);
    }
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const demo = await database.query<{ n: string }>('select count(*) as n from users where email = $1', [
        DEMO_ACCOUNTS[0]!.email,
      ]);
      expect(Number(demo.rows[0]!.n)).toBe(1);
      const migrations = await database.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
      const hashes = await database.query<{ n: string }>(
        'select count(distinct hash) as n from drizzle.__drizzle_migrations',
      );
      expect(migrations.rows[0]!.n).toBe(hashes.rows[0]!.n);
    } finally {
      await database.end();
    }
    // Each serves the same world.
    const counts = await Promise.all(
      servers.map(
        async (server) => ((await (await fetch(`${server.url}/api/dogs?limit=500`)).json()) as unknown[]).length,
      ),
    );
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('11 wrong passwords spread over the three meet a 429', async () => {
    const email = DEMO_ACCOUNTS[1]!.email;
    const attempt = (i: number) =>
      fetch(`${servers[i % servers.length]!.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ email, password: 'not the password' }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push(await attempt(i));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it(`${GEOCODE_SEARCHES_PER_MINUTE + 1} place searches spread over the three meet a 429`, async () => {
    const search = (i: number) =>
      fetch(`${servers[i % servers.length]!.url}/api/geocode?q=Austin%2C%20TX`, {
        headers: { 'x-forwarded-for': '198.51.100.11' },
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i <= GEOCODE_SEARCHES_PER_MINUTE; i++) statuses.push(await search(i));
    expect(statuses.slice(0, GEOCODE_SEARCHES_PER_MINUTE)).toEqual(Array(GEOCODE_SEARCHES_PER_MINUTE).fill(200));
    expect(statuses[GEOCODE_SEARCHES_PER_MINUTE]).toBe(429);
  });

  it('a session signed out, or changed by a password change, on one process is refused by the others in time', async () => {
    const [a, b, c] = servers as [Server, Server, Server];
    const cookieOf = (res: Response) =>
      res.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0]!)
        .join('; ');
    const signedIn = async (server: Server, cookie: string) =>
      ((await (await fetch(`${server.url}/api/session`, { headers: { cookie } })).json()) as { user: unknown }).user !==
      null;
    /** Seconds until neither other process takes the cookie any more. */
    async function refusedWithin(cookie: string): Promise<number> {
      const started = Date.now();
      while (Date.now() - started < 60_000) {
        if (!(await signedIn(b, cookie)) && !(await signedIn(c, cookie))) return (Date.now() - started) / 1000;
        await new Promise((r) => setTimeout(r, 200));
      }
      return Infinity;
    }
    const from = { 'x-forwarded-for': '198.51.100.8' };
    const password = 'correct horse battery';
    const email = `processes-${Date.now()}@example.test`;
    const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from },
      body: JSON.stringify({ name: 'Pat Processes', email, password }),
    });
    expect(signUp.status).toBe(200);
    const first = cookieOf(signUp);
    expect(await signedIn(b, first)).toBe(true);
    expect(await signedIn(c, first)).toBe(true);

    // Signed out on A.
    expect((await fetch(`${a.url}/api/logout`, { method: 'POST', headers: { cookie: first } })).status).toBe(200);
    expect(await refusedWithin(first)).toBeLessThanOrEqual(SESSION_CACHE_S + SESSION_MEMO_S + 1);

    // Two sessions; a password change on A revokes the other one everywhere.
    const signIn = () =>
      fetch(`${a.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from },
        body: JSON.stringify({ email, password }),
      });
    const kept = cookieOf(await signIn());
    const other = cookieOf(await signIn());
    expect(await signedIn(b, other)).toBe(true);
    const change = await fetch(`${a.url}/api/auth/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: kept, ...from },
      body: JSON.stringify({
        currentPassword: password,
        newPassword: 'a brand new password',
        revokeOtherSessions: true,
      }),
    });
    expect(change.status).toBe(200);
    expect(await refusedWithin(other)).toBeLessThanOrEqual(SESSION_CACHE_S + SESSION_MEMO_S + 1);
  });

  it('a background job runs once: one email for one password reset, whichever process sends it', async () => {
    const emails = () =>
      [0, 1, 2].flatMap((i) => {
        const outbox = outboxDirOf(path.join(dataDir, `server-${i}`));
        return existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
      });
    const before = emails().length;
    const asked = await fetch(`${servers[2]!.url}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS[0]!.email }),
    });
    expect(asked.status).toBe(200);
    const deadline = Date.now() + 20_000;
    while (emails().length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(emails().length).toBe(before + 1);
    // Every process's workers have had time to poll again: still one.
    await new Promise((r) => setTimeout(r, 4_000));
    expect(emails().length).toBe(before + 1);
  });

  it('a photo uploaded through one process is served through the others, from the bucket', async () => {
    const signIn = await fetch(`${servers[0]!.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.10' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS[1]!.email, password: DEMO_ACCOUNTS[1]!.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    const { payload, contentType } = await multipartBody([{ data: await testImage('jpeg', 1200, 900) }]);
    const uploaded = await fetch(`${servers[0]!.url}/api/uploads`, {
      method: 'POST',
      headers: { 'content-type': contentType, cookie },
      body: payload,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const name = url.replace('/uploads/', '');
    const stored = await s3.read(`photos/${name}`);
    expect(stored).not.toBeNull();
    for (const server of servers.slice(1)) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(stored);
    }
  });
});
