// Builds the real app on a fresh throwaway database for one test file, with a request
// client for it (t.api, see api-client.ts), plus helpers to sign up through the real auth
// endpoints.
import type { ListerType, Role } from '@scout/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobQueueOptions } from '../jobs/job-queue.ts';
import { createLister } from '../db/seed/factories.ts';
import type { NotifierHooks } from '../modules/notifications/notifier.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { apiClient, type ApiClient } from './api-client.ts';

export interface TestApp {
  app: App;
  api: ApiClient;
  config: AppConfig;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  logger?: false | { level: string; stream?: NodeJS.WritableStream };
  /**
   * Runs the job queue's workers (emails...) with test timing: polls every 50 ms, retries after
   * 1 s (doubling). Without it jobs are only enqueued, so most tests pay nothing for them.
   */
  jobs?: JobQueueOptions;
  /** An existing database to build on (a restart test), instead of a fresh one. */
  database?: TestDatabase;
  /** Hooks on every notification written (notifier.ts), instead of the app's own. */
  notifierHooks?: NotifierHooks;
}

/** The job timing tests use: fast polls, one-second backoff, no maintenance timer. */
export const TEST_JOB_OPTIONS: JobQueueOptions = {
  pollIntervalMs: 50,
  retry: { retryDelaySeconds: 1 },
  maintenance: false,
  stopTimeoutMs: 2_000,
};

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scout-app-'));
  const config = loadConfig({
    PORT: '3999',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Test files sign up many accounts from one address; the limit has its own test.
    SIGNIN_RATE_LIMIT: '1000',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    webDistDir: '/nonexistent',
    notifierHooks: options.notifierHooks,
    jobs: options.jobs ? { ...TEST_JOB_OPTIONS, ...options.jobs } : { workers: false },
  });
  await app.ready();
  if (options.jobs) await app.jobs.start();
  return {
    app,
    api: apiClient(app),
    config,
    database,
    async close() {
      await app.close();
      // A database handed in belongs to the test that opened it.
      if (!options.database) await database.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookie header value ("a=1; b=2") from a response's Set-Cookie headers. */
export function cookiesFrom(setCookie: string | string[] | undefined, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), c]),
  );
  for (const line of [setCookie ?? []].flat()) {
    const pair = line.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

let counter = 0;

/** Signs up through GET /api/login?intended_role=R and Better Auth's email sign-up. */
export async function signUp(
  app: App,
  role: Role = 'adopter',
  fields: { email?: string; password?: string; name?: string } = {},
) {
  const login = await app.inject({ method: 'GET', url: `/api/login?intended_role=${role}` });
  let cookie = cookiesFrom(login.headers['set-cookie']);
  const email = fields.email ?? `${role}-${process.pid}-${++counter}@example.test`;
  const password = fields.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { cookie },
    payload: { name: fields.name ?? `Test ${role}`, email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  cookie = cookiesFrom(res.headers['set-cookie'], cookie);
  const user = res.json().user as { id: string };
  return { cookie, email, password, userId: user.id };
}

/**
 * Signs up a shelter or owner account and gives it a lister record where asked (what
 * onboarding does), so the test controls the lister's place and name.
 */
export async function signUpLister(
  app: App,
  db: Database,
  type: ListerType = 'shelter',
  lister: { latitude?: number; longitude?: number; name?: string } = {},
) {
  const account = await signUp(app, type);
  const record = await createLister(db, { type, userId: account.userId, ...lister });
  return { ...account, listerId: record.id, latitude: record.latitude, longitude: record.longitude };
}
