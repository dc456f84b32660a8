// The job queue on the test engine (PGlite, or PostgreSQL with DATABASE_URL): jobs enqueued
// inside a transaction exist only if it commits, handlers get their data once, a throw is
// retried, and stop() waits for the job in hand.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createJobQueue, defineQueue, type JobQueue } from './job-queue.ts';

const greetings = defineQueue<{ name: string }>('test-greetings', { retryLimit: 2, retryDelaySeconds: 1 });

let database: TestDatabase;
let jobs: JobQueue;
afterEach(async () => {
  await jobs?.stop();
  await database?.cleanup();
});

async function setUp(options: Parameters<typeof createJobQueue>[1] = {}) {
  database = await createTestDatabase();
  jobs = createJobQueue(database, { pollIntervalMs: 50, maintenance: false, ...options });
}

describe('the job queue', () => {
  it('runs each job once with its data', async () => {
    await setUp();
    const seen: string[] = [];
    jobs.work(greetings, async ({ name }) => void seen.push(name));
    await jobs.start();
    await Promise.all(['Bella', 'Max', 'Luna'].map((name) => jobs.send(greetings, { name })));
    await vi.waitFor(() => expect(seen.sort()).toEqual(['Bella', 'Luna', 'Max']));
    await vi.waitFor(async () => expect(await jobs.countJobs(greetings, 'completed')).toBe(3));
  });

  it('keeps a job sent inside a transaction only when the transaction commits', async () => {
    await setUp({ workers: false });
    await jobs.start();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await jobs.send(greetings, { name: 'kept' }, { tx });
    });
    await database.db
      .transaction(async (tx) => {
        await jobs.send(greetings, { name: 'rolled back' }, { tx });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await jobs.countJobs(greetings)).toBe(1);
  });

  it('creates a new queue once when many transactions send its first jobs at the same moment', async () => {
    // On PostgreSQL two transactions creating one queue used to deadlock inside pg-boss.
    await setUp({ workers: false });
    await jobs.start();
    for (const round of [1, 2, 3]) {
      const fresh = defineQueue<{ name: string }>(`test-fresh-${round}`, { retryLimit: 0, retryDelaySeconds: 1 });
      const sent = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) =>
          database.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await jobs.send(fresh, { name: `dog ${i}` }, { tx });
          }),
        ),
      );
      expect(sent.filter((s) => s.status === 'rejected')).toEqual([]);
      expect(await jobs.countJobs(fresh)).toBe(8);
    }
  });

  it('retries a job whose handler throws', async () => {
    await setUp();
    let attempts = 0;
    jobs.work(greetings, async (_data, job) => {
      attempts++;
      if (job.retryCount === 0) throw new Error('not yet');
    });
    await jobs.start();
    await jobs.send(greetings, { name: 'Bella' });
    await vi.waitFor(async () => expect(await jobs.countJobs(greetings, 'completed')).toBe(1), { timeout: 8_000 });
    expect(attempts).toBe(2);
  });

  it('waits for the running job when stopping', async () => {
    await setUp();
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    jobs.work(greetings, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    await jobs.start();
    await jobs.send(greetings, { name: 'Bella' });
    await running;
    await jobs.stop();
    expect(finished).toBe(true);
    expect(await jobs.countJobs(greetings, 'completed')).toBe(1);
  });
});
