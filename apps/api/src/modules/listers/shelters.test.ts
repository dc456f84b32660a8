// GET /api/shelters, /api/shelters/:id, /api/shelters/:id/dogs: shelters only (never owners
// or deleted shelters), dog counts and positions from available dogs, 404s, and dogs scored
// for the signed-in adopter exactly as GET /api/dogs scores them.
import { dogSchema, shelterListSchema, shelterSchema, type Dog, type Shelter } from '@scout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listers } from '../../db/schema/index.ts';
import { createAdopterProfile, createDog, createLister, createUser } from '../../db/seed/factories.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';
import { createNotifier } from '../notifications/notifier.ts';
import { deleteUserAndData } from '../users/users.repository.ts';
import { verifyShelterByEmail } from './listers.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const listed = async (): Promise<Shelter[]> => {
  const res = await t.api.get('/api/shelters');
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/shelters', () => {
  it('lists shelters, never owners or deleted shelters, each with its available dogs and their mean position', async () => {
    const withDogs = await createLister(t.database.db, {
      type: 'shelter',
      name: 'Aardvark Rescue',
      latitude: 10,
      longitude: 10,
    });
    await createDog(t.database.db, { listerId: withDogs.id, latitude: 30, longitude: -97 });
    await createDog(t.database.db, { listerId: withDogs.id, latitude: 31, longitude: -98 });
    // Adopted and removed dogs neither count nor pull the position.
    await createDog(t.database.db, { listerId: withDogs.id, latitude: 45, longitude: -120, status: 'adopted' });
    await createDog(t.database.db, { listerId: withDogs.id, latitude: 45, longitude: -120, status: 'removed' });
    const empty = await createLister(t.database.db, {
      type: 'shelter',
      name: 'Beagle Haven',
      latitude: 39.74,
      longitude: -104.99,
    });
    const owner = await createLister(t.database.db, { type: 'owner', name: 'Olive Private' });
    await createDog(t.database.db, { listerId: owner.id });
    const goneUser = await createUser(t.database.db, { role: 'shelter' });
    const gone = await createLister(t.database.db, { type: 'shelter', userId: goneUser.id });
    await deleteUserAndData(t.database.db, goneUser.id, createNotifier());

    const shelters = await listed();
    const ids = shelters.map((s) => s.id);
    expect(ids).toContain(withDogs.id);
    expect(ids).toContain(empty.id);
    expect(ids).not.toContain(owner.id);
    expect(ids).not.toContain(gone.id);
    expect(shelters.every((s) => shelterSchema.safeParse(s).success)).toBe(true);

    const aardvark = shelters.find((s) => s.id === withDogs.id)!;
    expect(aardvark.dogCount).toBe(2);
    expect(aardvark.latitude).toBeCloseTo(30.5, 9);
    expect(aardvark.longitude).toBeCloseTo(-97.5, 9);
    const beagle = shelters.find((s) => s.id === empty.id)!;
    expect(beagle).toMatchObject({ dogCount: 0, latitude: 39.74, longitude: -104.99, shelterName: 'Beagle Haven' });
  });

  it('lists only the shelters inside a bbox, each with all its available dogs, and refuses a malformed bbox', async () => {
    // Near Tromsø, Norway: no other test puts listers there.
    const inside = await createLister(t.database.db, { type: 'shelter', latitude: 69.65, longitude: 18.95 });
    const outside = await createLister(t.database.db, { type: 'shelter', latitude: 69.65, longitude: 19.5 });
    const owner = await createLister(t.database.db, { type: 'owner', latitude: 69.66, longitude: 18.96 });
    for (const lister of [inside, inside, inside, outside, owner])
      await createDog(t.database.db, { listerId: lister.id });
    await createDog(t.database.db, { listerId: inside.id, status: 'adopted' });

    const res = await t.api.get('/api/shelters?bbox=18.8,69.6,19.2,69.7');
    expect(res.statusCode, res.body).toBe(200);
    const shelters = shelterListSchema.parse(res.json());
    expect(shelters.map((s) => [s.id, s.dogCount])).toEqual([[inside.id, 3]]);
    // The same shelter as the whole list shows it.
    expect(shelters[0]).toEqual((await listed()).find((s) => s.id === inside.id));

    for (const bbox of ['18.8,69.6,19.2', '19.2,69.6,18.8,69.7', 'a,b,c,d']) {
      expect((await t.api.get(`/api/shelters?bbox=${bbox}`)).statusCode, bbox).toBe(400);
    }
    expect((await t.api.get('/api/shelters?near=1')).statusCode).toBe(400);
  });

  it('orders shelters by name', async () => {
    const names = (await listed()).map((s) => s.shelterName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('shows the Verified badge once an operator has verified the shelter (npm run shelters:verify)', async () => {
    const user = await createUser(t.database.db, { role: 'shelter', email: 'verify-me@example.test' });
    const shelter = await createLister(t.database.db, { type: 'shelter', userId: user.id });
    expect((await listed()).find((s) => s.id === shelter.id)?.isVerified).toBe(false);
    await verifyShelterByEmail(t.database.db, 'verify-me@example.test');
    expect((await listed()).find((s) => s.id === shelter.id)?.isVerified).toBe(true);
  });
});

describe('GET /api/shelters/:id', () => {
  it('answers the shelter page with its public details, to anyone', async () => {
    const shelter = await createLister(t.database.db, {
      type: 'shelter',
      name: 'Cedar Creek Dogs',
      location: 'Austin, TX',
      description: 'Hounds and hound mixes.',
      phone: '(512) 555-0142',
      email: 'hi@cedarcreek.example',
      licenseNumber: 'TX-1234',
      isVerified: true,
    });
    await createDog(t.database.db, { listerId: shelter.id });
    const res = await t.api.get(`/api/shelters/${shelter.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: shelter.id,
      shelterName: 'Cedar Creek Dogs',
      location: 'Austin, TX',
      description: 'Hounds and hound mixes.',
      phone: '(512) 555-0142',
      email: 'hi@cedarcreek.example',
      licenseNumber: 'TX-1234',
      isVerified: true,
      latitude: shelter.latitude,
      longitude: shelter.longitude,
      dogCount: 1,
    });
  });

  it("answers 404 'Shelter not found' for unknown, malformed, owner and deleted ids", async () => {
    const owner = await createLister(t.database.db, { type: 'owner' });
    const deleted = await createLister(t.database.db, { type: 'shelter', userId: null, deletedAt: new Date() });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1', owner.id, deleted.id]) {
      for (const url of [`/api/shelters/${id}`, `/api/shelters/${id}/dogs`]) {
        const res = await t.api.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: 'Shelter not found' });
      }
    }
  });
});

describe('GET /api/shelters/:id/dogs', () => {
  it("lists only the shelter's available dogs, newest first, in the dog shape", async () => {
    const shelter = await createLister(t.database.db, { type: 'shelter', name: 'Dogwood Rescue' });
    const older = await createDog(t.database.db, { listerId: shelter.id, createdAt: new Date('2024-01-01T00:00:00Z') });
    const newer = await createDog(t.database.db, { listerId: shelter.id, createdAt: new Date('2024-06-01T00:00:00Z') });
    await createDog(t.database.db, { listerId: shelter.id, status: 'adopted' });
    await createDog(t.database.db, { listerId: shelter.id, status: 'removed' });
    await createDog(t.database.db); // another shelter's

    const res = await t.api.get(`/api/shelters/${shelter.id}/dogs`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Dog[];
    expect(list.map((d) => d.id)).toEqual([newer.id, older.id]);
    for (const dog of list) {
      expect(dogSchema.parse(dog)).toEqual(dog);
      expect(dog).toMatchObject({
        listerId: shelter.id,
        listerType: 'shelter',
        shelterName: 'Dogwood Rescue',
        status: 'available',
      });
      // A guest has no profile: no score, no distance.
      expect(dog).toMatchObject({ compatibilityScore: null, compatibilityReasons: [], distance: null });
    }
  });

  it('answers an empty list for a shelter without available dogs', async () => {
    const shelter = await createLister(t.database.db, { type: 'shelter' });
    const res = await t.api.get(`/api/shelters/${shelter.id}/dogs`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('scores and measures each dog for a signed-in adopter exactly as GET /api/dogs/:id does', async () => {
    const shelter = await createLister(t.database.db, { type: 'shelter', latitude: 30.4, longitude: -97.7 });
    const calm = await createDog(t.database.db, {
      listerId: shelter.id,
      energyLevel: 'low',
      goodWithKids: true,
      goodWithCats: true,
    });
    const wild = await createDog(t.database.db, {
      listerId: shelter.id,
      energyLevel: 'very_high',
      goodWithKids: false,
      goodWithCats: false,
    });
    const adopter = await signUp(t.app);
    await createAdopterProfile(t.database.db, {
      userId: adopter.userId,
      livingSituation: 'apartment',
      homeType: 'apartment',
      hasYard: false,
      activityLevel: 'low',
      otherPets: 'cats',
      hasOtherPets: true,
      otherPetsType: 'cats',
      householdComposition: 'kids_0_5',
      latitude: 30.2672,
      longitude: -97.7431,
    });

    const list = (await t.api.as(adopter.cookie).get(`/api/shelters/${shelter.id}/dogs`)).json() as Dog[];
    expect(list).toHaveLength(2);
    for (const dog of list) {
      const detail = (await t.api.as(adopter.cookie).get(`/api/dogs/${dog.id}`)).json() as Dog;
      expect(dog.compatibilityScore).toEqual(expect.any(Number));
      expect(dog.compatibilityScore).toBe(detail.compatibilityScore);
      expect(dog.compatibilityReasons).toEqual(detail.compatibilityReasons);
      expect(dog.distance).toBeCloseTo(detail.distance!, 6);
      expect(dog.distance).toBeGreaterThan(5);
    }
    const score = (id: string) => list.find((d) => d.id === id)!.compatibilityScore!;
    expect(score(calm.id)).toBeGreaterThan(score(wild.id));

    // A given point measures distances from there, as on GET /api/dogs.
    const fromShelter = (
      await t.api.as(adopter.cookie).get(`/api/shelters/${shelter.id}/dogs?lat=30.4&lng=-97.7`)
    ).json() as Dog[];
    expect(fromShelter.every((d) => d.distance! < 0.01)).toBe(true);
    expect((await t.api.get(`/api/shelters/${shelter.id}/dogs?lat=30.4`)).statusCode).toBe(400);
  });

  it("shows a shelter's contact details to guests (shelters are organisations)", async () => {
    const shelter = await createLister(t.database.db, {
      type: 'shelter',
      phone: '(512) 555-0177',
      email: 'desk@shelter.example',
    });
    await createDog(t.database.db, { listerId: shelter.id });
    const [dog] = (await t.api.get(`/api/shelters/${shelter.id}/dogs`)).json() as Dog[];
    expect(dog).toMatchObject({ shelterPhone: '(512) 555-0177', shelterEmail: 'desk@shelter.example' });
  });

  it('leaves a shelter whose account was deleted out of every read', async () => {
    const user = await createUser(t.database.db, { role: 'shelter' });
    const shelter = await createLister(t.database.db, { type: 'shelter', userId: user.id });
    await createDog(t.database.db, { listerId: shelter.id });
    expect((await t.api.get(`/api/shelters/${shelter.id}`)).statusCode).toBe(200);
    await deleteUserAndData(t.database.db, user.id, createNotifier());
    const [row] = await t.database.db.select().from(listers).where(eq(listers.id, shelter.id));
    expect(row?.deletedAt).not.toBeNull();
    expect((await t.api.get(`/api/shelters/${shelter.id}`)).statusCode).toBe(404);
    expect((await t.api.get(`/api/shelters/${shelter.id}/dogs`)).statusCode).toBe(404);
    expect((await listed()).map((s) => s.id)).not.toContain(shelter.id);
  });
});
