// The database going away under load (issue 16): on a PostgreSQL cluster of its own, the
// test keeps adopters swiping and messaging, stops the cluster as a crash would, starts it
// again, and checks what every caller was told. While it is down a write is a 503, never a
// 500; /api/health is back within 5 s of the database; and every write answered 2xx is
// still there after the crash recovery. It runs the same with or without DATABASE_URL.
import type { SwipeDirection } from '@scout/domain';
import { eq, inArray } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { messages, swipes } from './schema/index.ts';
import { createDog } from './seed/factories.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../testing/private-postgres.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../testing/test-app.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../testing/test-database.ts';

const SWIPE_WORKERS = 2;
const MESSAGE_WORKERS = 2;
const DOGS = 12;
// Between writes, so four workers stay a modest load on two cores.
const PAUSE_MS = 10;
const WARM_UP_MS = 1_000;
const DOWN_MS = 2_000;
const AFTER_MS = 2_000;
const HEALTH_BACK_WITHIN_MS = 5_000;

interface Attempt {
  worker: number;
  startedAt: number;
  endedAt: number;
  status: number;
  swipe?: { dogId: string; direction: SwipeDirection };
  message?: { id: string; content: string };
}

let cluster: PrivatePostgres;
let database: TestDatabase;
let t: TestApp;
// The server's error log, so a 500 names its cause in the failure.
const serverErrors: string[] = [];
const errorLog = new Writable({
  write(chunk: Buffer, _encoding, done) {
    serverErrors.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  database = await createPostgresTestDatabase(cluster.url);
  t = await createTestApp({ LOG_LEVEL: 'error' }, { database, logger: { level: 'error', stream: errorLog } });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  await cluster?.destroy();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('answers 503 while the database restarts, recovers within 5 s and loses no acknowledged write', async () => {
  const shelter = await signUpLister(t.app, t.database.db, 'shelter');
  const dogIds: string[] = [];
  for (let i = 0; i < DOGS; i++) {
    dogIds.push((await createDog(t.database.db, { listerId: shelter.listerId, status: 'available' })).id);
  }
  // One adopter per worker, so no two writers touch the same row.
  const swipers = await Promise.all(Array.from({ length: SWIPE_WORKERS }, () => signUp(t.app)));
  const writers = await Promise.all(
    Array.from({ length: MESSAGE_WORKERS }, async (_, i) => {
      const adopter = await signUp(t.app);
      const res = await t.api.as(adopter.cookie).get(`/api/conversations/${dogIds[i]!}`);
      expect(res.statusCode, res.body).toBe(200);
      return { cookie: adopter.cookie, conversationId: (res.json() as { id: string }).id };
    }),
  );

  // The server stops on an uncaught exception (close-with-grace), so none may happen here.
  const uncaught: unknown[] = [];
  const recordUncaught = (err: unknown) => void uncaught.push(err);
  process.on('uncaughtException', recordUncaught);
  onTestFinished(() => void process.off('uncaughtException', recordUncaught));

  const attempts: Attempt[] = [];
  let loading = true;
  const swipeWorker = async (worker: number, cookie: string) => {
    for (let i = 0; loading; i++) {
      const dogId = dogIds[i % DOGS]!;
      // Each round over the dogs flips the direction, so a lost write shows as a stale one.
      const direction: SwipeDirection = Math.floor(i / DOGS) % 2 === 0 ? 'right' : 'left';
      const startedAt = performance.now();
      const res = await t.api.as(cookie).post('/api/swipes', { dogId, direction });
      attempts.push({
        worker,
        startedAt,
        endedAt: performance.now(),
        status: res.statusCode,
        swipe: { dogId, direction },
      });
      await sleep(PAUSE_MS);
    }
  };
  const messageWorker = async (worker: number, cookie: string, conversationId: string) => {
    for (let i = 0; loading; i++) {
      const content = `worker ${worker}, message ${i}`;
      const startedAt = performance.now();
      const res = await t.api.as(cookie).post(`/api/conversations/${conversationId}/messages`, { content });
      const id = res.statusCode === 201 ? (res.json() as { id: string }).id : '';
      attempts.push({
        worker,
        startedAt,
        endedAt: performance.now(),
        status: res.statusCode,
        message: { id, content },
      });
      await sleep(PAUSE_MS);
    }
  };
  const load = Promise.all([
    ...swipers.map((s, i) => swipeWorker(i, s.cookie)),
    ...writers.map((w, i) => messageWorker(SWIPE_WORKERS + i, w.cookie, w.conversationId)),
  ]);

  // Stop and start the cluster under the load; the load stops however that ends.
  const restart = async () => {
    await sleep(WARM_UP_MS);
    const stopping = performance.now();
    await cluster.stop('immediate');
    const down = performance.now();
    await sleep(DOWN_MS);
    const healthWhileDown = (await t.api.get('/api/health')).statusCode;
    const starting = performance.now();
    await cluster.start();
    const up = performance.now();
    let healthBackAt: number | undefined;
    while (performance.now() - up < HEALTH_BACK_WITHIN_MS + 1_000) {
      if ((await t.api.get('/api/health')).statusCode === 200) {
        healthBackAt = performance.now();
        break;
      }
      await sleep(25);
    }
    await sleep(AFTER_MS);
    return { stopping, down, healthWhileDown, starting, up, healthBackAt };
  };
  const { stopping, down, healthWhileDown, starting, up, healthBackAt } = await restart().finally(async () => {
    loading = false;
    await load;
  });

  const statuses = countBy(attempts.map((a) => a.status));
  const whileDown = attempts.filter((a) => a.startedAt >= down && a.endedAt <= starting);
  const acknowledged = attempts.filter((a) => a.status >= 200 && a.status < 300);
  const healthBackMs = healthBackAt === undefined ? undefined : Math.round(healthBackAt - up);
  console.info(
    `database restart: ${attempts.length} writes ${JSON.stringify(statuses)}; ${whileDown.length} while down; ` +
      `stop ${Math.round(down - stopping)} ms, start ${Math.round(up - starting)} ms; ` +
      `/api/health back ${healthBackMs ?? 'never'} ms after the database`,
  );

  expect(uncaught).toEqual([]);
  // Only 2xx or 503: no 500, and no 401 from a session that could not be read.
  const unexpected = Object.keys(statuses).filter((s) => !['200', '201', '503'].includes(s));
  expect(unexpected, serverErrors.filter((line) => !line.includes('database unavailable')).join('\n')).toEqual([]);
  expect(whileDown.length).toBeGreaterThan(0);
  expect(whileDown.filter((a) => a.status !== 503)).toEqual([]);
  expect(healthWhileDown).toBe(503);
  expect(healthBackMs).toBeDefined();
  expect(healthBackMs!).toBeLessThan(HEALTH_BACK_WITHIN_MS);
  // Recovered, not merely reachable: every write begun after health came back succeeded.
  const afterRecovery = attempts.filter((a) => a.startedAt >= healthBackAt!);
  expect(afterRecovery.length).toBeGreaterThan(0);
  expect(afterRecovery.filter((a) => a.status >= 300)).toEqual([]);
  expect(acknowledged.filter((a) => a.endedAt < stopping).length).toBeGreaterThan(0);

  // Every acknowledged message is stored with its words.
  const sentIds = acknowledged.flatMap((a) => (a.message ? [a.message.id] : []));
  const stored = await t.database.db
    .select({ id: messages.id, content: messages.content })
    .from(messages)
    .where(inArray(messages.id, sentIds));
  const storedContent = new Map(stored.map((m) => [m.id, m.content]));
  const lostMessages = acknowledged.filter((a) => a.message && storedContent.get(a.message.id) !== a.message.content);
  expect(lostMessages).toEqual([]);

  // Every acknowledged swipe is stored; where it was its dog's last try, with its direction.
  for (const [worker, swiper] of swipers.entries()) {
    const rows = await t.database.db.select().from(swipes).where(eq(swipes.adopterId, swiper.userId));
    const storedDirection = new Map(rows.map((r) => [r.dogId, r.direction]));
    const tries = attempts.filter((a) => a.worker === worker && a.swipe);
    const lastTry = new Map(tries.map((a) => [a.swipe!.dogId, a]));
    const lostSwipes = tries.filter(
      (a) =>
        a.status === 200 &&
        (!storedDirection.has(a.swipe!.dogId) ||
          (lastTry.get(a.swipe!.dogId) === a && storedDirection.get(a.swipe!.dogId) !== a.swipe!.direction)),
    );
    expect(lostSwipes).toEqual([]);
  }
});

function countBy(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
