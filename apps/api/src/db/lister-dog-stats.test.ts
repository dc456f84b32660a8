// lister_dog_stats is kept by triggers on dogs (migration 0013): whichever way dogs are
// written, moved or removed, each lister's row holds its available dogs' count and the sums
// of their positions.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dogs, listerDogStats, listers, type NewDogRecord } from './schema/index.ts';
import { createDog, createLister } from './seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.cleanup());

/** Each lister's stats as kept, and as counted from the dogs now. */
async function keptAndCounted(listerIds: string[]) {
  const { db } = database;
  const kept = await db.select().from(listerDogStats).where(inArray(listerDogStats.listerId, listerIds));
  const counted = await db
    .select({
      listerId: dogs.listerId,
      availableDogs: sql<number>`count(*)::int`,
      latitudeSum: sql<number>`sum(${dogs.latitude})`.mapWith(Number),
      longitudeSum: sql<number>`sum(${dogs.longitude})`.mapWith(Number),
    })
    .from(dogs)
    .where(sql`${dogs.status} = 'available' and ${inArray(dogs.listerId, listerIds)}`)
    .groupBy(dogs.listerId);
  return listerIds.map((id) => {
    const k = kept.find((row) => row.listerId === id);
    const c = counted.find((row) => row.listerId === id);
    return {
      kept: { dogs: k?.availableDogs ?? 0, latitude: k?.latitudeSum ?? 0, longitude: k?.longitudeSum ?? 0 },
      counted: { dogs: c?.availableDogs ?? 0, latitude: c?.latitudeSum ?? 0, longitude: c?.longitudeSum ?? 0 },
    };
  });
}

async function expectKeptAsCounted(listerIds: string[], dogsEach: number[]) {
  const rows = await keptAndCounted(listerIds);
  expect(rows.map((row) => row.kept.dogs)).toEqual(dogsEach);
  for (const { kept, counted } of rows) {
    expect(kept.dogs).toBe(counted.dogs);
    expect(kept.latitude).toBeCloseTo(counted.latitude, 6);
    expect(kept.longitude).toBeCloseTo(counted.longitude, 6);
  }
}

it("keeps each lister's available dogs and position sums through inserts, edits, moves, adoptions, deletes and truncation", async () => {
  const { db } = database;
  const a = await createLister(db, { latitude: 30.25, longitude: -97.75 });
  const b = await createLister(db, { latitude: 32.78, longitude: -96.8 });
  const ids = [a.id, b.id];
  const first = await createDog(db, { listerId: a.id });
  await expectKeptAsCounted(ids, [1, 0]);

  // A bulk insert of one statement, some not available.
  const { id: _id, position: _position, ...fields } = first;
  const rows: NewDogRecord[] = Array.from({ length: 30 }, (_, i) => ({
    ...fields,
    listerId: i % 3 === 0 ? b.id : a.id,
    latitude: (i % 3 === 0 ? b : a).latitude,
    longitude: (i % 3 === 0 ? b : a).longitude,
    status: i % 5 === 0 ? ('adopted' as const) : ('available' as const),
  }));
  const made = await db.insert(dogs).values(rows).returning({ id: dogs.id });
  await expectKeptAsCounted(ids, [17, 8]);

  // An edit that changes nothing counted, an adoption, a dog back on the list.
  await db.update(dogs).set({ bio: 'A different bio, long enough to be a bio.' }).where(eq(dogs.listerId, a.id));
  await expectKeptAsCounted(ids, [17, 8]);
  await db.update(dogs).set({ status: 'adopted' }).where(eq(dogs.id, first.id));
  await db.update(dogs).set({ status: 'available' }).where(eq(dogs.id, made[0]!.id));
  await expectKeptAsCounted(ids, [16, 9]);

  // A lister moves (onboarding again moves its dogs), a dog changes lister.
  await db.update(dogs).set({ latitude: 29.42, longitude: -98.49 }).where(eq(dogs.listerId, b.id));
  await db.update(dogs).set({ listerId: b.id }).where(eq(dogs.id, made[1]!.id));
  await expectKeptAsCounted(ids, [15, 10]);

  await db.delete(dogs).where(inArray(dogs.id, [made[2]!.id, made[3]!.id]));
  await expectKeptAsCounted(ids, [14, 9]);

  await db.execute(sql`truncate ${dogs} cascade`);
  await expectKeptAsCounted(ids, [0, 0]);
  expect(await db.select().from(listers).where(inArray(listers.id, ids))).toHaveLength(2);
});
