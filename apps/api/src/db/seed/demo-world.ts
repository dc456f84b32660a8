// The demo world a first start seeds into an empty database (product §3): ~30 shelters
// and owners, ~200 dogs, and three demo sign-ins. Deterministic: the same PRNG seed gives
// the same world; only timestamps follow the clock.
import type { Role } from '@scout/domain';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { dogs, users, type NewDogRecord } from '../schema/index.ts';
import { generateDog } from './dog-generator.ts';
import { DEMO_OWNERS, DEMO_SHELTERS, slug, type Place } from './demo-listers.ts';
import { createAdopterProfile, createLister, createUser } from './factories.ts';
import { createRandom, type Random } from './random.ts';

export const DEMO_PASSWORD = 'scout-demo-1234';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  name: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'adopter', email: 'adopter@scout.demo', password: DEMO_PASSWORD, name: 'Alex Rivera' },
  { role: 'shelter', email: 'shelter@scout.demo', password: DEMO_PASSWORD, name: 'Austin Paws Rescue' },
  { role: 'owner', email: 'owner@scout.demo', password: DEMO_PASSWORD, name: DEMO_OWNERS[0]!.fullName },
];

const DEMO_SEED = 20_240_601;
// Any constant works; it only has to be the same for every process seeding this database.
const SEED_LOCK_KEY = 7_274_001;

export interface SeedResult {
  seeded: boolean;
  listers: number;
  dogs: number;
}

/**
 * Seeds the demo world when the database has no users and no dogs; otherwise leaves it
 * untouched. All in one transaction, under an advisory lock, so two processes starting
 * together seed once and a failure leaves nothing half-written.
 */
export async function seedDemoWorld(db: Database, now = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [userCount] = await tx.select({ n: count() }).from(users);
    const [dogCount] = await tx.select({ n: count() }).from(dogs);
    if ((userCount?.n ?? 0) > 0 || (dogCount?.n ?? 0) > 0) return { seeded: false, listers: 0, dogs: 0 };
    const result = await insertDemoWorld(tx, now);
    return { seeded: true, ...result };
  });
}

async function insertDemoWorld(db: Database, now: Date): Promise<{ listers: number; dogs: number }> {
  const random = createRandom(DEMO_SEED);
  const [adopterAccount, shelterAccount, ownerAccount] = DEMO_ACCOUNTS;
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  const adopter = await createUser(db, { ...adopterAccount!, createdAt: daysAgo(3) });
  // The factory's defaults describe the demo adopter (an Austin house with a small yard); add tastes.
  await createAdopterProfile(db, {
    userId: adopter.id,
    preferredSize: ['medium', 'large'],
    preferredAge: ['young', 'adult'],
    preferredEnergy: ['medium', 'high'],
  });

  const dogRows: NewDogRecord[] = [];
  let listerCount = 0;
  const addDogs = (listerId: string, place: { latitude: number; longitude: number }, howMany: number) => {
    for (let i = 0; i < howMany; i++) {
      const { sex: _sex, ...dog } = generateDog(random, { now, spreadDays: 60 });
      dogRows.push({ ...dog, listerId, latitude: place.latitude, longitude: place.longitude });
    }
  };

  for (const [index, shelter] of DEMO_SHELTERS.entries()) {
    const isDemo = index === 0;
    const domain = `${slug(shelter.name)}.example`;
    const user = await createUser(db, {
      role: 'shelter',
      name: shelter.name,
      email: isDemo ? shelterAccount!.email : `team@${domain}`,
      password: isDemo ? shelterAccount!.password : undefined,
      createdAt: daysAgo(90 + index),
    });
    const point = spread(random, shelter.place);
    const lister = await createLister(db, {
      userId: user.id,
      type: 'shelter',
      name: shelter.name,
      location: shelter.place.location,
      ...point,
      email: `adopt@${domain}`,
      phone: phoneFor(shelter.place, index),
      licenseNumber: `${shelter.place.location.slice(-2)}-AS-${String(10_000 + index * 379).padStart(6, '0')}`,
      description: shelter.description,
      isVerified: true,
      createdAt: daysAgo(90 + index),
    });
    listerCount++;
    addDogs(lister.id, point, shelter.dogs);
  }

  for (const [index, owner] of DEMO_OWNERS.entries()) {
    const isDemo = index === 0;
    const emailName = slug(owner.fullName).replace('-', '.');
    const user = await createUser(db, {
      role: 'owner',
      name: owner.fullName,
      email: isDemo ? ownerAccount!.email : `${emailName}@mail.example`,
      password: isDemo ? ownerAccount!.password : undefined,
      createdAt: daysAgo(70 + index),
    });
    const point = spread(random, owner.place);
    const lister = await createLister(db, {
      userId: user.id,
      type: 'owner',
      name: owner.fullName,
      location: owner.place.location,
      ...point,
      email: isDemo ? ownerAccount!.email : `${emailName}@mail.example`,
      phone: phoneFor(owner.place, 50 + index),
      reason: owner.reason,
      createdAt: daysAgo(70 + index),
    });
    listerCount++;
    addDogs(lister.id, point, owner.dogs);
  }

  await db.insert(dogs).values(dogRows);
  return { listers: listerCount, dogs: dogRows.length };
}

/** A point up to 2 miles from the town centre, so neighbouring listers do not overlap on the map. */
function spread(random: Random, place: Place): { latitude: number; longitude: number } {
  return random.nearby(place.latitude, place.longitude, 2);
}

const AREA_CODES: Record<string, string> = { TX: '512', CO: '303', OR: '503' };
const CITY_AREA_CODES: Record<string, string> = { 'Dallas, TX': '214', 'Houston, TX': '713', 'San Antonio, TX': '210' };

/** Numbers in 555-0100..0199, reserved for fiction. */
function phoneFor(place: Place, index: number): string {
  const area = CITY_AREA_CODES[place.location] ?? AREA_CODES[place.location.slice(-2)] ?? '512';
  return `(${area}) 555-${String(100 + (index % 100)).padStart(4, '0')}`;
}
