// Emails travel through the durable job queue to a real SMTP server (product §15.4, §16.8):
// retried with backoff when refused, kept across a restart, sent once by several servers on
// one PostgreSQL, and written to DATA_DIR/outbox when no server is configured.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createTestApp, TEST_JOB_OPTIONS, type TestApp } from '../testing/test-app.ts';
import { createPostgresTestDatabase, createReopenableTestDatabase } from '../testing/test-database.ts';
import { startTestMailServer, type TestMailServer } from '../testing/test-mail-server.ts';
import { emailQueue, enqueueEmail } from './email-queue.ts';
import { renderEmail } from './layout.ts';
import type { EmailMessage } from './mailer.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const site = { publicUrl: 'https://scout.example', authSecret: SECRET };

function sampleEmail(n = 1): EmailMessage {
  return renderEmail(site, {
    to: `sam-${n}@example.test`,
    subject: `Bella replied (${n})`,
    greeting: 'Hi Sam,',
    paragraphs: ['Happy Tails Rescue answered about Bella.'],
    action: { label: 'Open the conversation', path: '/messages/c-1' },
    unsubscribe: { userId: '00000000-0000-4000-8000-000000000001', topic: 'messages' },
  });
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('through an SMTP server', () => {
  let mail: TestMailServer;
  let t: TestApp;
  beforeAll(async () => {
    mail = await startTestMailServer();
    t = await createTestApp({ SMTP_URL: mail.url, MAIL_FROM: 'Scout <hello@scout.example>' }, { jobs: {} });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  it('delivers an enqueued email with a text part, an HTML part and the unsubscribe headers', async () => {
    mail.received.length = 0;
    await enqueueEmail(t.app.jobs, sampleEmail());
    const [received] = await mail.waitFor(1);
    expect(received!.to).toEqual(['sam-1@example.test']);
    expect(received!.parsed.from?.value[0]).toMatchObject({ name: 'Scout', address: 'hello@scout.example' });
    expect(received!.subject).toBe('Bella replied (1)');
    expect(received!.text).toContain('Open the conversation: https://scout.example/messages/c-1');
    expect(received!.html).toContain('href="https://scout.example/messages/c-1"');
    expect(received!.headers.get('list-unsubscribe')).toMatch(
      /^<https:\/\/scout\.example\/api\/unsubscribe\?token=.+>$/,
    );
    expect(received!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await vi.waitFor(async () => expect(await t.app.jobs.countJobs(emailQueue, 'completed')).toBe(1));
  });

  it('retries with growing delays while the server refuses, then delivers once', async () => {
    mail.received.length = 0;
    mail.attempts.length = 0;
    mail.refuseNext(2);
    await enqueueEmail(t.app.jobs, sampleEmail(2));
    const [received] = await mail.waitFor(1, 20_000);
    expect(received!.subject).toBe('Bella replied (2)');
    expect(mail.attempts).toHaveLength(3);
    const [first, second, third] = mail.attempts as [number, number, number];
    // Test backoff: 1 s base, doubling with jitter: 1-2 s, then 2-4 s.
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received).toHaveLength(1);
  }, 30_000);
});

describe('without SMTP_URL', () => {
  it('writes each email as an .eml file in DATA_DIR/outbox and logs the file', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ LOG_LEVEL: 'info' }, { jobs: {}, logger: { level: 'info', stream } });
    cleanups.push(() => t.close());
    await enqueueEmail(t.app.jobs, sampleEmail(3));
    const outbox = path.join(t.config.dataDir, 'outbox');
    const file = await eventually(() => {
      const files = readdirSync(outbox, { withFileTypes: true }).filter((f) => f.name.endsWith('.eml'));
      return files.length === 1 ? path.join(outbox, files[0]!.name) : undefined;
    });
    const eml = readFileSync(file, 'utf8');
    expect(eml).toContain('Subject: Bella replied (3)');
    expect(eml).toContain('To: sam-3@example.test');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
    expect(lines.join('')).toContain(`email written to ${file}`);
  });
});

describe('a restart', () => {
  it('sends a job enqueued before the server stopped once a new server starts on the same data', async () => {
    const mail = await startTestMailServer();
    cleanups.push(() => mail.close());
    const database = await createReopenableTestDatabase();
    cleanups.push(() => database.cleanup());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'scout-restart-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: SECRET, LOG_LEVEL: 'silent', SMTP_URL: mail.url });

    // First server: the email is enqueued, but the server stops before any worker runs it.
    const firstDb = await database.open();
    const first = await buildApp({ config, database: firstDb, logger: false, jobs: { workers: false } });
    await first.jobs.start();
    await enqueueEmail(first.jobs, sampleEmail(4));
    await first.close();
    await firstDb.close();
    expect(mail.received).toHaveLength(0);

    // Second server on the same data: the job is still there and goes out.
    const secondDb = await database.open();
    cleanups.push(() => secondDb.close());
    const second = await buildApp({ config, database: secondDb, logger: false, jobs: TEST_JOB_OPTIONS });
    cleanups.push(() => second.close());
    await second.jobs.start();
    const [received] = await mail.waitFor(1);
    expect(received!.subject).toBe('Bella replied (4)');
  }, 30_000);
});

describe('two servers on one PostgreSQL database', () => {
  it('send each email exactly once', async () => {
    const mail = await startTestMailServer();
    cleanups.push(() => mail.close());
    const database = await createPostgresTestDatabase();
    cleanups.push(() => database.cleanup());
    const env = { SMTP_URL: mail.url, DATABASE_URL: database.url };

    // Each server has its own connection pool, as two processes would.
    const servers: TestApp[] = [];
    for (let i = 0; i < 2; i++) {
      const own = await openDatabase({ databaseUrl: database.url, dataDir: tmpdir() });
      cleanups.push(() => own.close());
      const server = await createTestApp(env, { jobs: {}, database: { ...own, cleanup: () => own.close() } });
      cleanups.push(() => server.close());
      servers.push(server);
    }
    const count = 30;
    // Enqueued from both servers, so both workers are woken while the other is busy.
    await Promise.all(
      Array.from({ length: count }, (_, i) => enqueueEmail(servers[i % 2]!.app.jobs, sampleEmail(100 + i))),
    );
    await mail.waitFor(count, 20_000);
    // Time for a duplicate to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = mail.received.map((m) => m.subject).sort();
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    await vi.waitFor(async () => expect(await servers[0]!.app.jobs.countJobs(emailQueue, 'completed')).toBe(count));
  }, 30_000);
});

async function eventually<T>(probe: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = probe();
      if (value !== undefined) return value;
    } catch {
      // not there yet
    }
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
