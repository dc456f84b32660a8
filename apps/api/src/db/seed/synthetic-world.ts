// A large synthetic world for benchmarks (`npm run seed -- --dogs N`): many listers spread
// over US metro areas, N dogs inserted in batches.
import { count, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { dogs, listers, users, type NewDogRecord, type NewListerRecord } from '../schema/index.ts';
import { generateDog } from './dog-generator.ts';
import { createRandom } from './random.ts';

// Metro areas with their real coordinates; listers scatter up to 30 miles around them.
const METROS: readonly { location: string; latitude: number; longitude: number }[] = [
  { location: 'Austin, TX', latitude: 30.2672, longitude: -97.7431 },
  { location: 'Dallas, TX', latitude: 32.7767, longitude: -96.797 },
  { location: 'Houston, TX', latitude: 29.7604, longitude: -95.3698 },
  { location: 'San Antonio, TX', latitude: 29.4241, longitude: -98.4936 },
  { location: 'Denver, CO', latitude: 39.7392, longitude: -104.9903 },
  { location: 'Portland, OR', latitude: 45.5152, longitude: -122.6784 },
  { location: 'Seattle, WA', latitude: 47.6062, longitude: -122.3321 },
  { location: 'San Francisco, CA', latitude: 37.7749, longitude: -122.4194 },
  { location: 'Los Angeles, CA', latitude: 34.0522, longitude: -118.2437 },
  { location: 'San Diego, CA', latitude: 32.7157, longitude: -117.1611 },
  { location: 'Phoenix, AZ', latitude: 33.4484, longitude: -112.074 },
  { location: 'Salt Lake City, UT', latitude: 40.7608, longitude: -111.891 },
  { location: 'Albuquerque, NM', latitude: 35.0844, longitude: -106.6504 },
  { location: 'Oklahoma City, OK', latitude: 35.4676, longitude: -97.5164 },
  { location: 'Kansas City, MO', latitude: 39.0997, longitude: -94.5786 },
  { location: 'Minneapolis, MN', latitude: 44.9778, longitude: -93.265 },
  { location: 'Chicago, IL', latitude: 41.8781, longitude: -87.6298 },
  { location: 'St. Louis, MO', latitude: 38.627, longitude: -90.1994 },
  { location: 'Nashville, TN', latitude: 36.1627, longitude: -86.7816 },
  { location: 'Atlanta, GA', latitude: 33.749, longitude: -84.388 },
  { location: 'Miami, FL', latitude: 25.7617, longitude: -80.1918 },
  { location: 'Orlando, FL', latitude: 28.5383, longitude: -81.3792 },
  { location: 'Charlotte, NC', latitude: 35.2271, longitude: -80.8431 },
  { location: 'Washington, DC', latitude: 38.9072, longitude: -77.0369 },
  { location: 'Philadelphia, PA', latitude: 39.9526, longitude: -75.1652 },
  { location: 'New York, NY', latitude: 40.7128, longitude: -74.006 },
  { location: 'Boston, MA', latitude: 42.3601, longitude: -71.0589 },
  { location: 'Detroit, MI', latitude: 42.3314, longitude: -83.0458 },
  { location: 'Columbus, OH', latitude: 39.9612, longitude: -82.9988 },
  { location: 'New Orleans, LA', latitude: 29.9511, longitude: -90.0715 },
];

const DOGS_PER_SHELTER = 40;
const BATCH_SIZE = 1_000;
const DOG_BATCH_SIZE = 5_000;
const BATCHES_IN_FLIGHT = 2;

export interface SyntheticWorldResult {
  listers: number;
  dogs: number;
}

/** Adds `dogCount` dogs (and their listers and lister users) to whatever the database holds. */
export async function seedSyntheticWorld(
  db: Database,
  dogCount: number,
  options: { seed?: number; now?: Date; listerCount?: number } = {},
): Promise<SyntheticWorldResult> {
  const random = createRandom(options.seed ?? 42);
  const now = options.now ?? new Date();
  // Runs may be repeated on the same database: a run tag keeps emails unique.
  const [existing] = await db.select({ n: count() }).from(listers);
  const run = `${(existing?.n ?? 0).toString(36)}${now.getTime().toString(36)}`;

  const shelterCount = options.listerCount ?? Math.max(1, Math.ceil(dogCount / DOGS_PER_SHELTER));
  const listerValues: Omit<NewListerRecord, 'userId'>[] = [];
  for (let i = 0; i < shelterCount; i++) {
    const metro = random.pick(METROS);
    const isOwner = random.chance(0.25);
    listerValues.push({
      type: isOwner ? 'owner' : 'shelter',
      name: isOwner ? `Bench Owner ${i + 1}` : `Bench Rescue ${i + 1}`,
      location: metro.location,
      ...random.nearby(metro.latitude, metro.longitude, 30),
      email: `bench-${run}-${i}@bench.example`,
      phone: `(555) 555-${String(100 + (i % 100)).padStart(4, '0')}`,
      description: isOwner ? null : 'A synthetic shelter for benchmarks.',
      isVerified: !isOwner,
    });
  }

  const listerRows: { id: string; latitude: number; longitude: number }[] = [];
  for (let start = 0; start < listerValues.length; start += BATCH_SIZE) {
    const batch = listerValues.slice(start, start + BATCH_SIZE);
    const createdUsers = await db
      .insert(users)
      .values(batch.map((l) => ({ name: l.name, email: l.email, emailVerified: true, role: l.type })))
      .returning({ id: users.id });
    const inserted = await db
      .insert(listers)
      .values(batch.map((l, i) => ({ ...l, userId: createdUsers[i]!.id })))
      .returning({ id: listers.id, latitude: listers.latitude, longitude: listers.longitude });
    listerRows.push(...inserted);
  }

  // Generating a batch overlaps with the database storing the ones before, two at a time
  // (on two connections with PostgreSQL, so both cores work).
  let inserted = 0;
  const storing = new Set<Promise<void>>();
  while (inserted < dogCount) {
    const batch: NewDogRecord[] = [];
    for (let i = 0; i < Math.min(DOG_BATCH_SIZE, dogCount - inserted); i++) {
      // Owners list one or two dogs in real life; spreading evenly is close enough for load tests.
      const lister = listerRows[(inserted + i) % listerRows.length]!;
      const { sex: _sex, ...dog } = generateDog(random, { now, spreadDays: 60 });
      batch.push({ ...dog, listerId: lister.id, latitude: lister.latitude, longitude: lister.longitude });
    }
    if (storing.size >= BATCHES_IN_FLIGHT) await Promise.race(storing);
    const stored: Promise<void> = insertDogs(db, batch).finally(() => storing.delete(stored));
    storing.add(stored);
    inserted += batch.length;
  }
  await Promise.all(storing);
  return { listers: listerRows.length, dogs: inserted };
}

/**
 * One JSON parameter per batch, unpacked by the database, instead of a bound parameter per
 * value: building and binding 20 parameters a dog was most of the time of a million dogs.
 */
async function insertDogs(db: Database, batch: NewDogRecord[]): Promise<void> {
  const columns = Object.entries(getTableColumns(dogs)).filter(([key]) => key in batch[0]!);
  const rows = batch.map((dog) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) row[column.name] = dog[key as keyof NewDogRecord];
    return row;
  });
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into dogs (${names}) select ${names} from json_populate_recordset(null::dogs, ${JSON.stringify(rows)}::json)`,
  );
}
