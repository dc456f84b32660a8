// swipe_counts is kept by triggers on swipes (migration 0012): whichever way swipes are
// written or removed, each adopter's count is the number of their swipes.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { swipeCounts, swipes } from './schema/index.ts';
import { createDog, createUser } from './seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.cleanup());

it('counts inserted swipes, not changed ones, and forgets deleted and truncated ones', async () => {
  const { db } = database;
  const [ann, bob] = await Promise.all([createUser(db), createUser(db)]);
  const dogs = await Promise.all([1, 2, 3, 4].map(() => createDog(db)));
  const countOf = async (adopterId: string) =>
    (await db.select().from(swipeCounts).where(eq(swipeCounts.adopterId, adopterId)))[0]?.count ?? 0;
  const trueCount = async (adopterId: string) =>
    (await db.select().from(swipes).where(eq(swipes.adopterId, adopterId))).length;

  await db.insert(swipes).values(dogs.map((dog) => ({ adopterId: ann.id, dogId: dog.id, direction: 'left' as const })));
  await db.insert(swipes).values({ adopterId: bob.id, dogId: dogs[0]!.id, direction: 'right' });
  // The same dog again: an update, as the API's upsert does it.
  await db
    .insert(swipes)
    .values({ adopterId: ann.id, dogId: dogs[1]!.id, direction: 'right' })
    .onConflictDoUpdate({ target: [swipes.adopterId, swipes.dogId], set: { direction: 'right' } });
  expect([await countOf(ann.id), await countOf(bob.id)]).toEqual([4, 1]);

  await db.delete(swipes).where(eq(swipes.dogId, dogs[0]!.id));
  expect([await countOf(ann.id), await countOf(bob.id)]).toEqual([await trueCount(ann.id), 0]);
  expect(await countOf(ann.id)).toBe(3);

  await db.execute(sql`truncate ${swipes}`);
  expect([await countOf(ann.id), await countOf(bob.id)]).toEqual([0, 0]);
});
