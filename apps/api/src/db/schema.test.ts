// The migrated schema on a real database (PGlite, or PostgreSQL with DATABASE_URL).
import { getAuthTables } from 'better-auth/db';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milesBetween, withinMiles } from './earth-distance.ts';
import * as schema from './schema/index.ts';
import { dataVersions, dogs, listers, swipes } from './schema/index.ts';
import { createDog, createLister, createUser } from './seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

/** The radius query the dogs module runs: the GiST index filters, the distance orders. */
function withinMilesOf(center: { latitude: number; longitude: number }, miles: number) {
  const distance = milesBetween(center, dogs.position);
  return database.db
    .select({ id: dogs.id, name: dogs.name, miles: distance })
    .from(dogs)
    .where(withinMiles(center, dogs.position, miles))
    .orderBy(distance);
}

describe('schema', () => {
  it('creates every table and the geo extensions', async () => {
    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual([
      'accounts',
      'adopter_profiles',
      'adoption_journeys',
      'application_documents',
      'chat_messages',
      'conversations',
      'data_versions',
      'dog_views',
      'dogs',
      'lister_dog_stats',
      'listers',
      'messages',
      'notification_settings',
      'notifications',
      'rate_limits',
      'request_counts',
      'sessions',
      'swipe_counts',
      'swipes',
      'uploads',
      'users',
      'verifications',
      'virtual_tours',
    ]);
    const extensions = await database.db.execute<{ extname: string }>(
      sql`select extname from pg_extension order by extname`,
    );
    expect(extensions.rows.map((r) => r.extname)).toEqual(expect.arrayContaining(['cube', 'earthdistance']));
  });

  it('counts every write to dogs and to listers in data_versions (what discover keeps in memory)', async () => {
    const { db } = database;
    const versions = async () =>
      Object.fromEntries((await db.select().from(dataVersions)).map((row) => [row.name, row.version])) as Record<
        string,
        number
      >;
    const start = await versions();
    const lister = await createLister(db);
    const afterLister = await versions();
    expect(afterLister.listers).toBeGreaterThan(start.listers!);
    const dog = await createDog(db, { listerId: lister.id });
    const afterDog = await versions();
    expect(afterDog.dogs).toBeGreaterThan(afterLister.dogs!);
    await db
      .update(dogs)
      .set({ name: 'Renamed' })
      .where(sql`${dogs.id} = ${dog.id}`);
    expect((await versions()).dogs).toBeGreaterThan(afterDog.dogs!);
    const beforeDelete = await versions();
    await db.delete(dogs).where(sql`${dogs.id} = ${dog.id}`);
    await db
      .update(listers)
      .set({ phone: '(555) 555-0000' })
      .where(sql`${listers.id} = ${lister.id}`);
    const end = await versions();
    expect(end.dogs).toBeGreaterThan(beforeDelete.dogs!);
    expect(end.listers).toBeGreaterThan(beforeDelete.listers!);
  });

  it("has every column Better Auth's Drizzle adapter reads (usePlural)", () => {
    const authTables = getAuthTables({
      user: {
        additionalFields: { role: { type: 'string', input: false }, onboarded: { type: 'boolean', input: false } },
      },
    });
    for (const [model, table] of Object.entries(authTables)) {
      const drizzleTable = (schema as unknown as Record<string, PgTable | undefined>)[`${model}s`];
      expect(drizzleTable, `${model}s`).toBeDefined();
      const columns = Object.keys(getTableColumns(drizzleTable!));
      const expected = Object.entries(table.fields).map(([key, field]) => field.fieldName ?? key);
      expect(columns).toEqual(expect.arrayContaining(['id', ...expected]));
    }
  });

  it('keeps one swipe per adopter and dog', async () => {
    const adopter = await createUser(database.db);
    const dog = await createDog(database.db);
    await database.db.insert(swipes).values({ adopterId: adopter.id, dogId: dog.id, direction: 'right' });
    await expect(
      database.db.insert(swipes).values({ adopterId: adopter.id, dogId: dog.id, direction: 'left' }),
    ).rejects.toSatisfy((err: unknown) => causeCode(err) === '23505');
    // The upsert the swipes module relies on.
    await database.db
      .insert(swipes)
      .values({ adopterId: adopter.id, dogId: dog.id, direction: 'left' })
      .onConflictDoUpdate({
        target: [swipes.adopterId, swipes.dogId],
        set: { direction: 'left', updatedAt: new Date() },
      });
    const rows = await database.db
      .select()
      .from(swipes)
      .where(sql`${swipes.adopterId} = ${adopter.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.direction).toBe('left');
  });

  it('rejects values outside an enumeration', async () => {
    const lister = await createLister(database.db);
    await expect(createDog(database.db, { listerId: lister.id, energyLevel: 'hyper' as never })).rejects.toSatisfy(
      (err: unknown) => causeCode(err) === '23514',
    );
  });

  it('finds dogs within a radius, nearest first, through the GiST index', async () => {
    const near = await createLister(database.db, { latitude: 30.27, longitude: -97.75 }); // ~0.5 mi
    const roundRock = await createLister(database.db, { latitude: 30.5083, longitude: -97.6789 }); // ~17 mi
    const dallas = await createLister(database.db, { latitude: 32.7767, longitude: -96.797 }); // ~182 mi
    const a = await createDog(database.db, { listerId: roundRock.id, name: 'Far-ish' });
    const b = await createDog(database.db, { listerId: near.id, name: 'Near' });
    const c = await createDog(database.db, { listerId: dallas.id, name: 'Dallas' });

    const within25 = await withinMilesOf(AUSTIN, 25);
    const ids = within25.map((r) => r.id);
    expect(ids).toContain(b.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(c.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const roundRockMiles = within25.find((r) => r.id === a.id)!.miles;
    expect(roundRockMiles).toBeGreaterThan(15);
    expect(roundRockMiles).toBeLessThan(19);
    expect((await withinMilesOf(AUSTIN, 200)).map((r) => r.id)).toContain(c.id);

    // With a realistic number of rows the planner picks the GiST index.
    const values = Array.from({ length: 3000 }, (_, i) => ({
      ...fixedDog(near.id),
      latitude: 25 + ((i * 7919) % 2000) / 100,
      longitude: -120 + ((i * 104729) % 4000) / 100,
    }));
    for (let i = 0; i < values.length; i += 1000) await database.db.insert(dogs).values(values.slice(i, i + 1000));
    await database.db.execute(sql`analyze dogs`);
    const plan = await explain(withinMilesOf(AUSTIN, 25).toSQL());
    expect(plan).toContain('dogs_position_idx');
  });
});

function fixedDog(listerId: string) {
  return {
    listerId,
    name: 'Filler',
    breed: 'Mixed Breed',
    age: 3,
    ageCategory: 'adult' as const,
    size: 'medium' as const,
    weight: 40,
    energyLevel: 'moderate' as const,
    temperament: ['friendly' as const],
    goodWithKids: true,
    goodWithDogs: true,
    goodWithCats: false,
    bio: 'A filler dog for the planner test.',
    vaccinated: true,
    spayedNeutered: true,
    latitude: 0,
    longitude: 0,
  };
}

async function explain(query: { sql: string; params: unknown[] }): Promise<string> {
  // Parameters are numbers here; inline them so EXPLAIN sees a plain statement.
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => String(query.params[Number(n) - 1]));
  const result = await database.db.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain ${text}`));
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

function causeCode(err: unknown): string | undefined {
  let current: unknown = err;
  while (current && typeof current === 'object') {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
