// New-dog alerts at scale (part of `npm run bench`; issue 13): on PostgreSQL, 100,000 adopters
// with alerts on around Austin (varied answers, radii, thresholds; one in ten with swipes),
// then one new dog listed among them. Prints how long its fan-out takes (every adopter
// scored with the deck's engine, alerts written, instant emails queued) and how much the
// process's memory grew meanwhile. Asserts nothing.
//
//   node --import tsx scripts/bench-alerts.ts           100,000 adopters
//   BENCH_ALERT_ADOPTERS=20000 node --import tsx scripts/bench-alerts.ts
import { DEFAULT_LOCATION } from '@scout/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { dogs } from '../apps/api/src/db/schema/index.ts';
import { seedDemoWorld } from '../apps/api/src/db/seed/demo-world.ts';
import { createDog, createLister } from '../apps/api/src/db/seed/factories.ts';
import { fanOutNewDogAlerts } from '../apps/api/src/modules/new-dog-alerts/new-dog-alerts.ts';
import { seedAlertAdopters } from './bench/alert-adopters.ts';
import { postgresAdminUrl, postgresReachable } from './bench/world.ts';

const ADOPTERS = Number(process.env.BENCH_ALERT_ADOPTERS ?? 100_000);

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
    let instant = 0;
    const started = performance.now();
    const result = await fanOutNewDogAlerts(database.db, dog.id, async (alerts) => {
      instant += alerts.filter((a) => a.mode === 'instant').length;
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    console.log(
      `alerts: one new dog among ${ADOPTERS} adopters with alerts on (PostgreSQL): fan-out ${seconds.toFixed(1)} s; ` +
        `${result.considered} in range scored, ${result.alerted} alerted (${instant} instant); ` +
        `memory ${mb(baseline)} MB -> peak ${mb(peak)} MB`,
    );
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
