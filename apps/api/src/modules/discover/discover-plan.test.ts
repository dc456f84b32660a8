// Discover's candidate query stays indexed as the world grows: a nearest-first scan of the
// GiST index on the stored position that stops at the limit (never a sort of every dog in
// range), the "not swiped" check through an index of swipes (the unique (adopter_id, dog_id)
// one, or dog_id's, as the planner likes).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dogs, swipes, type NewDogRecord } from '../../db/schema/index.ts';
import { createLister, createUser } from '../../db/seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { discoverPool } from './discover.repository.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.cleanup());

it('walks the GiST index nearest first and uses the swipes index for "not swiped yet"', async () => {
  const { db } = database;
  const lister = await createLister(db);
  const adopters = await Promise.all([createUser(db), createUser(db), createUser(db)]);
  const rows: NewDogRecord[] = Array.from({ length: 4000 }, (_, i) => ({
    listerId: lister.id,
    name: `Dog ${i}`,
    breed: 'Mixed Breed',
    age: 3,
    ageCategory: 'adult',
    size: 'medium',
    weight: 40,
    energyLevel: 'moderate',
    temperament: ['friendly'],
    goodWithKids: true,
    goodWithDogs: true,
    goodWithCats: false,
    bio: 'A dog for the planner test.',
    vaccinated: true,
    spayedNeutered: true,
    latitude: 25 + ((i * 7919) % 2000) / 100,
    longitude: -120 + ((i * 104729) % 4000) / 100,
  }));
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    ids.push(
      ...(
        await db
          .insert(dogs)
          .values(rows.slice(i, i + 1000))
          .returning({ id: dogs.id })
      ).map((r) => r.id),
    );
  }
  // Plenty of swipes by several adopters, so the planner sees a real swipes table.
  const swipeRows = adopters.flatMap((a, n) =>
    ids.filter((_, i) => i % 3 === n).map((dogId) => ({ adopterId: a.id, dogId, direction: 'left' as const })),
  );
  for (let i = 0; i < swipeRows.length; i += 1000) await db.insert(swipes).values(swipeRows.slice(i, i + 1000));
  await db.execute(sql`analyze dogs`);
  await db.execute(sql`analyze swipes`);

  // The pool is a small share of a large world (2,200 of 100,000 dogs or more): 2% here too.
  const query = discoverPool(db, adopters[0]!.id, { latitude: 30.2672, longitude: -97.7431 }, 25, 80).toSQL();
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    return typeof value === 'string' ? `'${value}'` : String(value);
  });
  const plan = (await db.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain ${text}`))).rows
    .map((r) => r['QUERY PLAN'])
    .join('\n');
  expect(plan).toMatch(/Index Scan using dogs_position_idx on dogs/);
  // Ordered by the index itself: no sort of the dogs in range.
  expect(plan).toMatch(/Order By: \(\("position"\)::cube <->/);
  expect(plan).not.toMatch(/Sort Key/);
  expect(plan).toMatch(/Index (Only )?Scan using swipes_/);
  expect(plan).not.toMatch(/Seq Scan on (dogs|swipes)/);
});
