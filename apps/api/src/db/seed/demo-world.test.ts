// The demo world: size, variety, photos that exist, idempotence and working demo sign-ins.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AGE_CATEGORIES, ENERGY_LEVELS, SIZE_BANDS } from '@scout/domain';
import { verifyPassword } from 'better-auth/crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, adopterProfiles, dogs, listers, users } from '../schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { DEMO_PHOTO_URL_PREFIX } from './demo-photos.ts';
import { DEMO_ACCOUNTS, seedDemoWorld } from './demo-world.ts';

const photoDir = fileURLToPath(new URL('../../../assets/demo-photos/', import.meta.url));

let database: TestDatabase;
let result: Awaited<ReturnType<typeof seedDemoWorld>>;
beforeAll(async () => {
  database = await createTestDatabase();
  result = await seedDemoWorld(database.db);
});
afterAll(async () => {
  await database?.cleanup();
});

describe('seedDemoWorld', () => {
  it('creates about 30 shelters and owners with about 200 dogs', async () => {
    expect(result.seeded).toBe(true);
    expect(result.listers).toBeGreaterThanOrEqual(25);
    expect(result.dogs).toBeGreaterThanOrEqual(180);
    const allListers = await database.db.select().from(listers);
    expect(allListers).toHaveLength(result.listers);
    const shelters = allListers.filter((l) => l.type === 'shelter');
    const owners = allListers.filter((l) => l.type === 'owner');
    expect(shelters.length).toBeGreaterThanOrEqual(15);
    expect(owners.length).toBeGreaterThanOrEqual(5);
    expect(shelters.every((s) => s.isVerified && s.description && s.licenseNumber)).toBe(true);
    expect(allListers.every((l) => /^[A-Za-z .]+, [A-Z]{2}$/.test(l.location))).toBe(true);
    const [dogCount] = await database.db.select({ n: count() }).from(dogs);
    expect(dogCount!.n).toBe(result.dogs);
  });

  it('makes varied, consistent dogs', async () => {
    const all = await database.db.select().from(dogs);
    const listerById = new Map((await database.db.select().from(listers)).map((l) => [l.id, l]));
    expect(new Set(all.map((d) => d.size))).toEqual(new Set(['small', 'medium', 'large']));
    expect(new Set(all.map((d) => d.ageCategory))).toEqual(new Set(AGE_CATEGORIES));
    expect(new Set(all.map((d) => d.energyLevel))).toEqual(new Set(ENERGY_LEVELS));
    expect(new Set(all.map((d) => d.breed)).size).toBeGreaterThan(15);
    expect(all.some((d) => !d.goodWithCats)).toBe(true);
    expect(all.some((d) => !d.goodWithKids)).toBe(true);
    expect(all.some((d) => d.specialNeeds)).toBe(true);
    expect(new Set(all.map((d) => d.bio)).size).toBe(all.length);
    for (const dog of all) {
      const band = SIZE_BANDS[dog.size];
      expect(dog.weight >= band.min && dog.weight <= band.max, `${dog.name} ${dog.weight} lbs is ${dog.size}`).toBe(
        true,
      );
      const ageBand = { puppy: [0, 1], young: [1, 3], adult: [3, 7], senior: [7, 25] }[dog.ageCategory];
      expect(dog.age >= ageBand[0]! && dog.age < ageBand[1]!, `${dog.name} aged ${dog.age} is ${dog.ageCategory}`).toBe(
        true,
      );
      expect(dog.temperament.length).toBeGreaterThanOrEqual(1);
      expect(dog.temperament.length).toBeLessThanOrEqual(4);
      expect(dog.bio.length).toBeGreaterThanOrEqual(20);
      const lister = listerById.get(dog.listerId)!;
      expect([dog.latitude, dog.longitude]).toEqual([lister.latitude, lister.longitude]);
      expect(dog.status).toBe('available');
    }
  });

  it('gives every dog photos that ship with the app', async () => {
    const all = await database.db.select({ photos: dogs.photos }).from(dogs);
    for (const { photos } of all) {
      expect(photos.length).toBeGreaterThanOrEqual(1);
      for (const url of photos) {
        expect(url.startsWith(DEMO_PHOTO_URL_PREFIX)).toBe(true);
        expect(existsSync(photoDir + url.slice(DEMO_PHOTO_URL_PREFIX.length)), url).toBe(true);
      }
    }
  });

  it('does not reseed a database that holds data', async () => {
    const again = await seedDemoWorld(database.db);
    expect(again).toEqual({ seeded: false, listers: 0, dogs: 0 });
    const [dogCount] = await database.db.select({ n: count() }).from(dogs);
    expect(dogCount!.n).toBe(result.dogs);
  });

  it('creates the demo sign-ins with working passwords', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user?.role).toBe(account.role);
      const [credential] = await database.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, user!.id), eq(accounts.providerId, 'credential')));
      expect(credential?.accountId).toBe(user!.id);
      expect(await verifyPassword({ hash: credential!.password!, password: account.password })).toBe(true);
      expect(await verifyPassword({ hash: credential!.password!, password: 'wrong-password' })).toBe(false);
    }
    const adopter = DEMO_ACCOUNTS.find((a) => a.role === 'adopter')!;
    const [profile] = await database.db
      .select()
      .from(adopterProfiles)
      .innerJoin(users, eq(users.id, adopterProfiles.userId))
      .where(eq(users.email, adopter.email));
    expect(profile?.adopter_profiles.searchRadius).toBe(25);

    const shelterUser = (await database.db.select().from(users).where(eq(users.email, 'shelter@scout.demo')))[0]!;
    const [shelter] = await database.db.select().from(listers).where(eq(listers.userId, shelterUser.id));
    expect(shelter).toMatchObject({ type: 'shelter', isVerified: true, location: 'Austin, TX' });
    const [shelterDogs] = await database.db.select({ n: count() }).from(dogs).where(eq(dogs.listerId, shelter!.id));
    expect(shelterDogs!.n).toBeGreaterThanOrEqual(8);

    const ownerUser = (await database.db.select().from(users).where(eq(users.email, 'owner@scout.demo')))[0]!;
    const [owner] = await database.db.select().from(listers).where(eq(listers.userId, ownerUser.id));
    expect(owner?.type).toBe('owner');
    const [ownerDogs] = await database.db.select({ n: count() }).from(dogs).where(eq(dogs.listerId, owner!.id));
    expect(ownerDogs!.n).toBe(1);
  });
});
