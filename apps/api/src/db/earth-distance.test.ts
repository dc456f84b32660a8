// SQL and Node measure one distance: earthdistance's sphere scaled to the domain's radius puts
// a dog at a radius filter's edge exactly `distanceMiles` away, near or far, in any direction.
import { distanceMiles } from '@scout/domain/matching';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { milesBetween, withinMiles } from './earth-distance.ts';
import { dogs } from './schema/index.ts';
import { createDog, createLister } from './seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const ORIGIN = { latitude: 44.5, longitude: -100.25 };
/** Far enough apart to try short and long arcs, along meridians, parallels and diagonals. */
const PLACES = [
  { latitude: 44.5072, longitude: -100.2491 },
  { latitude: 44.5, longitude: -99.9 },
  { latitude: 44.1, longitude: -100.7 },
  { latitude: 44.862, longitude: -100.25 },
  { latitude: 47.6, longitude: -95.1 },
  { latitude: 36.2, longitude: -115.1 },
];

it('finds a dog at the edge of a radius exactly distanceMiles away, as the SQL distance says', async () => {
  const { db } = database;
  const lister = await createLister(db);
  for (const place of PLACES) {
    const dog = await createDog(db, { listerId: lister.id, ...place });
    const miles = distanceMiles(ORIGIN, place);
    const inRadius = async (radius: number) =>
      (
        await db
          .select({ id: dogs.id })
          .from(dogs)
          .where(sql`${eq(dogs.id, dog.id)} and ${withinMiles(ORIGIN, dogs.position, radius)}`)
      ).length === 1;
    const [measured] = await db
      .select({ miles: milesBetween(ORIGIN, dogs.position) })
      .from(dogs)
      .where(eq(dogs.id, dog.id));
    expect(measured!.miles).toBeCloseTo(miles, 9);
    expect(await inRadius(miles * (1 + 1e-9)), `${miles} miles, just inside`).toBe(true);
    expect(await inRadius(miles * (1 - 1e-9)), `${miles} miles, just outside`).toBe(false);
  }
});
