// Measures the job queue on both engines (decision record 011): N jobs sent one by one, then
// run by one worker to completion. PostgreSQL runs when a server URL is given:
//   node --import tsx scripts/bench-jobs.ts [postgres://postgres@127.0.0.1:5432/postgres] [--jobs 1000]
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  migrateDatabase,
  openPglite,
  openPostgres,
  pgliteExtensions,
  type DatabaseHandle,
} from '../apps/api/src/db/client.ts';
import { createJobQueue, defineQueue, installJobSchema } from '../apps/api/src/jobs/job-queue.ts';

const args = process.argv.slice(2);
const count = Number(args[args.indexOf('--jobs') + 1] ?? 0) || 1000;
const serverUrl = args.find((a) => a.startsWith('postgres'));
const benchQueue = defineQueue<{ n: number }>('bench', { retryLimit: 0 });

async function measure(label: string, handle: DatabaseHandle) {
  await migrateDatabase(handle);
  await installJobSchema(handle, [benchQueue]);
  const jobs = createJobQueue(handle, { workers: false, maintenance: false });
  await jobs.start();
  let t0 = performance.now();
  for (let n = 0; n < count; n++) await jobs.send(benchQueue, { n });
  const sendMs = performance.now() - t0;
  await jobs.stop();

  const worker = createJobQueue(handle, { pollIntervalMs: 50, maintenance: false });
  let done = 0;
  const all = new Promise<void>((resolve) =>
    worker.work(benchQueue, async () => {
      if (++done === count) resolve();
    }),
  );
  t0 = performance.now();
  await worker.start();
  await all;
  const runMs = performance.now() - t0;
  await worker.stop();
  console.log(
    `${label}: ${count} sends ${sendMs.toFixed(0)} ms (${((sendMs * 1000) / count).toFixed(0)} µs each); ` +
      `fetch + run + complete ${runMs.toFixed(0)} ms (${((runMs * 1000) / count).toFixed(0)} µs each)`,
  );
}

const pglite = await openPglite(new PGlite({ extensions: pgliteExtensions }));
await measure('PGlite (in memory)', pglite);
await pglite.close();

if (serverUrl) {
  const name = `scout_bench_jobs_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  try {
    await measure('PostgreSQL', handle);
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}
