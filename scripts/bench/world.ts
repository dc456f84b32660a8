// The world a bench run measures: a fresh database (embedded PGlite, or its own database on
// a PostgreSQL server) holding the demo world, synthetic dogs and listers spread over US
// cities, and signed-in adopters in several cities.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../../apps/api/src/db/client.ts';
import { seedDemoWorld } from '../../apps/api/src/db/seed/demo-world.ts';
import { createAdopterProfile, createUser } from '../../apps/api/src/db/seed/factories.ts';
import { seedSyntheticWorld } from '../../apps/api/src/db/seed/synthetic-world.ts';
import { BENCH_PASSWORD } from './sign-in.ts';

export type Engine = 'pglite' | 'postgres';

export const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The world: 100,000 dogs from 2,000 listers; smaller worlds keep that density. */
const DOGS_PER_LISTER = 50;

export const ADOPTER_CITIES = [
  { city: 'Austin', latitude: 30.2672, longitude: -97.7431 },
  { city: 'Dallas', latitude: 32.7767, longitude: -96.797 },
  { city: 'Denver', latitude: 39.7392, longitude: -104.9903 },
  { city: 'Chicago', latitude: 41.8781, longitude: -87.6298 },
  { city: 'New York', latitude: 40.7128, longitude: -74.006 },
] as const;

/** Adopters in the swiping scenario (bench/swiping-adopters.ts), spread over the cities. */
export const SWIPING_ADOPTERS = Number(process.env.BENCH_SWIPERS ?? 40);

export interface World {
  /** One adopter per city. */
  adopterEmails: string[];
  /** SWIPING_ADOPTERS more, with varied answers, for the swiping scenario. */
  swiperEmails: string[];
  /** What the server needs to open the database. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/** A fresh database holding the demo world, synthetic dogs up to `dogs`, and one adopter per city. */
export async function prepareWorld(engine: Engine, dogs: number): Promise<World> {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scout-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const name = `scout_bench_${process.pid}_${dogs}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: postgresAdminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrateDatabase(database);
  const demo = await seedDemoWorld(database.db);
  const synthetic = Math.max(0, dogs - demo.dogs);
  await seedSyntheticWorld(database.db, synthetic, {
    listerCount: Math.max(1, Math.round(synthetic / DOGS_PER_LISTER)),
  });
  await seedPastSwipes(database.db);
  const adopterEmails = await createBenchAdopters(database.db);
  const swiperEmails = await createSwipers(database.db, SWIPING_ADOPTERS);
  // A database in service has been vacuumed since its dogs arrived; without it autovacuum
  // would work through a million new rows during the measurements.
  if (database.pool) await database.pool.query('VACUUM (ANALYZE)');
  else await database.db.execute('VACUUM (ANALYZE)');
  await database.close();
  console.log(`${engine}: seeded ${dogs} dogs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    adopterEmails,
    swiperEmails,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    async cleanup() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createBenchAdopters(db: Database): Promise<string[]> {
  const emails: string[] = [];
  for (const [i, place] of ADOPTER_CITIES.entries()) {
    const user = await createUser(db, {
      role: 'adopter',
      email: `bench-${i}@scout.bench`,
      name: `Bench ${place.city}`,
      password: BENCH_PASSWORD,
    });
    await createAdopterProfile(db, {
      userId: user.id,
      latitude: place.latitude,
      longitude: place.longitude,
      searchRadius: 25,
      otherPets: i % 2 === 0 ? 'cats' : 'none',
      householdComposition: i % 3 === 0 ? 'kids_0_5' : 'adults',
      preferredSize: i % 2 === 0 ? ['small', 'medium'] : [],
      preferredAge: ['young', 'adult'],
      preferredEnergy: ['medium', 'high'],
    });
    emails.push(user.email);
  }
  return emails;
}

/** Swipes already made by earlier adopters, as in a service in use: the table is not empty when analyzed. */
async function seedPastSwipes(db: Database, adopters = 500, each = 40): Promise<void> {
  await db.execute(sql`
    with past as (
      insert into users (name, email, email_verified, role)
      select 'Past adopter ' || g, 'bench-past-' || g || '@scout.bench', true, 'adopter'
      from generate_series(1, ${adopters}) g
      returning id
    )
    insert into swipes (adopter_id, dog_id, direction)
    select past.id, d.id, case when random() < 0.4 then 'right' else 'left' end
    from past cross join lateral (
      select id from dogs where id > gen_random_uuid() and past.id is not null order by id limit ${each}
    ) d`);
}

/** `count` adopters in turn over the cities, their answers varied so their decks differ. */
async function createSwipers(db: Database, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const place = ADOPTER_CITIES[i % ADOPTER_CITIES.length]!;
    const user = await createUser(db, {
      role: 'adopter',
      email: `bench-swiper-${i}@scout.bench`,
      name: `Swiper ${i} ${place.city}`,
      password: BENCH_PASSWORD,
    });
    await createAdopterProfile(db, {
      userId: user.id,
      latitude: place.latitude,
      longitude: place.longitude,
      searchRadius: [25, 50, 100][i % 3]!,
      otherPets: (['none', 'cats', 'dogs', 'none'] as const)[i % 4],
      householdComposition: i % 5 === 0 ? 'kids_0_5' : 'adults',
      preferredSize: i % 2 === 0 ? ['small', 'medium'] : [],
      preferredAge: i % 3 === 0 ? [] : ['young', 'adult'],
      preferredEnergy: i % 4 === 1 ? ['low'] : ['medium', 'high'],
    });
    emails.push(user.email);
  }
  return emails;
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
