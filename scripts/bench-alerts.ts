// New-dog alerts at scale (part of `npm run bench`; issue 13): on PostgreSQL, 100,000 adopters
// with alerts on around Austin (varied answers, radii, thresholds; one in ten with swipes),
// then one new dog listed among them. Prints how long its fan-out takes (every adopter
// scored with the deck's engine, alerts written, instant emails queued in the job queue) and
// how much the process's memory grew meanwhile. Then, against a real server process,
// `POST /api/dogs` one at a time: by a shelter far from every adopter (no fan-out), and by
// one in Austin, whose every new dog fans out to the adopters in the background of the same
// process. Asserts nothing.
//
//   node --import tsx scripts/bench-alerts.ts           100,000 adopters
//   BENCH_ALERT_ADOPTERS=20000 node --import tsx scripts/bench-alerts.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_LOCATION } from '@scout/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { createJobQueue } from '../apps/api/src/jobs/job-queue.ts';
import { notificationEmailDelivery } from '../apps/api/src/modules/notification-emails/notification-email-delivery.ts';
import { notificationEmailQueue } from '../apps/api/src/modules/notification-emails/notification-email.ts';
import { dogInput } from '../apps/api/src/testing/contract-inputs.ts';
import { startServer } from './bench/server-process.ts';
import { BENCH_PASSWORD, signIn } from './bench/sign-in.ts';
import { dogs } from '../apps/api/src/db/schema/index.ts';
import { seedDemoWorld } from '../apps/api/src/db/seed/demo-world.ts';
import { createDog, createLister, createUser } from '../apps/api/src/db/seed/factories.ts';
import { fanOutNewDogAlerts } from '../apps/api/src/modules/new-dog-alerts/new-dog-alerts.ts';
import { seedAlertAdopters } from './bench/alert-adopters.ts';
import { postgresAdminUrl, postgresReachable } from './bench/world.ts';
import { quantile } from './bench/quantile.ts';

const ADOPTERS = Number(process.env.BENCH_ALERT_ADOPTERS ?? 100_000);
const LISTINGS = 100;

async function main() {
  if (!(await postgresReachable())) {
    console.log(`PostgreSQL at ${postgresAdminUrl} is not reachable: skipping the alerts bench.`);
    return;
  }
  const name = `scout_bench_alerts_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '.' });
  try {
    await migrateDatabase(database);
    await seedDemoWorld(database.db);
    const swipeDogIds = (await database.db.select({ id: dogs.id }).from(dogs).limit(120)).map((d) => d.id);
    const seeded = performance.now();
    await seedAlertAdopters(database.db, { count: ADOPTERS, center: DEFAULT_LOCATION, spreadMiles: 40, swipeDogIds });
    await database.db.execute(sql`analyze`);
    console.log(
      `alerts: seeded ${ADOPTERS} adopters with alerts on in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const lister = await createLister(database.db, DEFAULT_LOCATION);
    const dog = await createDog(database.db, {
      listerId: lister.id,
      name: 'Bench Pup',
      specialNeeds: null,
      goodWithKids: true,
      goodWithCats: true,
      goodWithDogs: true,
      energyLevel: 'moderate',
      size: 'medium',
      ageCategory: 'young',
    });

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    // The app's own wiring: instant alerts' emails go into the job queue (not sent here).
    const jobs = createJobQueue(database, { workers: false, maintenance: false });
    await jobs.start();
    const { queueAlertEmails } = notificationEmailDelivery({
      db: database.db,
      jobs,
      mailer: { send: async () => ({ messageId: 'unused' }), close: () => {} },
      site: { publicUrl: 'http://localhost', authSecret: 'x'.repeat(32) },
      messageDelaySeconds: 300,
    });
    const started = performance.now();
    const result = await fanOutNewDogAlerts(database.db, dog.id, queueAlertEmails);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const queued = await jobs.countJobs(notificationEmailQueue, 'created');
    await jobs.stop();
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    console.log(
      `alerts: one new dog among ${ADOPTERS} adopters with alerts on (PostgreSQL): fan-out ${seconds.toFixed(1)} s; ` +
        `${result.considered} in range scored, ${result.alerted} alerted, ${queued} instant emails queued; ` +
        `memory ${mb(baseline)} MB -> peak ${mb(peak)} MB`,
    );

    await measureListing(database.db, url.toString());
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** `POST /api/dogs` one at a time, far from every adopter and then among them. */
async function measureListing(db: Database, databaseUrl: string) {
  const far = await benchLister(db, 'far', { latitude: 61.2181, longitude: -149.9003 }); // Anchorage
  const near = await benchLister(db, 'near', DEFAULT_LOCATION);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scout-bench-alerts-'));
  const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SIGNIN_RATE_LIMIT: '1000' });
  try {
    for (const [where, email] of [
      ['no adopters around', far],
      ['100,000 adopters around, each dog fanned out in the background', near],
    ] as const) {
      const cookie = await signIn(server.url, email);
      const times: number[] = [];
      for (let i = 0; i < LISTINGS; i++) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/dogs`, {
          method: 'POST',
          headers: { cookie, origin: server.url, 'content-type': 'application/json' },
          body: JSON.stringify(dogInput({ name: `Listed ${i}`, specialNeeds: '' })),
        });
        if (res.status !== 201) throw new Error(`POST /api/dogs answered ${res.status}: ${await res.text()}`);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => quantile(times, q).toFixed(1);
      console.log(
        `alerts: POST /api/dogs one at a time (${where}): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${LISTINGS} dogs)`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchLister(db: Database, name: string, at: { latitude: number; longitude: number }) {
  const email = `alerts-lister-${name}@scout.bench`;
  const user = await createUser(db, { role: 'shelter', onboarded: true, email, name, password: BENCH_PASSWORD });
  await createLister(db, { type: 'shelter', userId: user.id, ...at });
  return email;
}

await main();
