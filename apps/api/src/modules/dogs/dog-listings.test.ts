// Listers' own dogs: POST /api/dogs, PATCH and DELETE /api/dogs/:id, GET /api/dogs/user.
// Who may (product §6), product §5's validation messages, photos that must be the lister's
// own uploads, the dashboards' real counts (product §14), and that a write reaches the
// adopters' discover deck at once.
import { dogSchema, listerDogListSchema, type Dog, type ListerDog } from '@scout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, dogs } from '../../db/schema/index.ts';
import { createAdopterProfile, createDog, createUser } from '../../db/seed/factories.ts';
import { dogInput } from '../../testing/contract-inputs.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { uploadTestPhoto } from '../../testing/upload-test-helpers.ts';
import { insertUpload } from '../uploads/uploads.repository.ts';
import {
  LISTERS_ONLY_MESSAGE,
  NOT_ONBOARDED_MESSAGE,
  NOT_YOUR_DOG_MESSAGE,
  PHOTO_NOT_YOURS_MESSAGE,
} from './dog-listings.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const dogUrl = (id: string) => `/api/dogs/${id}`;
const dogRow = async (id: string) => (await t.database.db.select().from(dogs).where(eq(dogs.id, id)))[0]!;

/** A dog created through the API by this lister. */
async function listedDog(cookie: string, overrides: Parameters<typeof dogInput>[0] = {}): Promise<Dog> {
  const res = await t.api.as(cookie).post('/api/dogs', dogInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Dog;
}

describe('POST /api/dogs', () => {
  it('lists a dog for an onboarded shelter, at the shelter, with its uploaded photos (201, the dogSchema shape)', async () => {
    const shelter = await signUpLister(t.app, t.database.db, 'shelter', {
      latitude: 32.7767,
      longitude: -96.797,
      name: 'Dallas Dog Rescue',
    });
    const photos = [await uploadTestPhoto(t.app, shelter.cookie), await uploadTestPhoto(t.app, shelter.cookie)];
    const res = await t.api
      .as(shelter.cookie)
      .post('/api/dogs', dogInput({ photos, specialNeeds: '  Needs a daily pill  ' }));
    expect(res.statusCode, res.body).toBe(201);
    const dog = dogSchema.parse(res.json());
    expect(dog).toMatchObject({
      name: 'Biscuit',
      breed: 'Beagle Mix',
      status: 'available',
      listerType: 'shelter',
      listerId: shelter.listerId,
      shelterName: 'Dallas Dog Rescue',
      latitude: 32.7767,
      longitude: -96.797,
      photos,
      specialNeeds: 'Needs a daily pill',
      dayInLifeVideo: null,
      compatibilityScore: null,
    });
    const row = await dogRow(dog.id);
    expect(row).toMatchObject({ listerId: shelter.listerId, latitude: 32.7767, longitude: -96.797, photos });
  });

  it("lists an owner's dog under the owner's first name", async () => {
    const owner = await signUpLister(t.app, t.database.db, 'owner', { name: 'Olivia Hartwell' });
    const res = await t.api.as(owner.cookie).post('/api/dogs', dogInput());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ listerType: 'owner', shelterName: 'Olivia (Owner)' });
  });

  it('refuses signed-out callers (401), adopters (403) and listers who have not onboarded (403), before reading the body', async () => {
    const adopter = await signUp(t.app, 'adopter');
    const notOnboarded = await signUp(t.app, 'shelter');
    const before = (await t.database.db.select().from(dogs)).length;
    for (const payload of [dogInput(), { junk: true }]) {
      expect((await t.api.post('/api/dogs', payload)).statusCode).toBe(401);
      const byAdopter = await t.api.as(adopter.cookie).post('/api/dogs', payload);
      expect(byAdopter.statusCode).toBe(403);
      expect(byAdopter.json()).toEqual({ message: LISTERS_ONLY_MESSAGE });
      const early = await t.api.as(notOnboarded.cookie).post('/api/dogs', payload);
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({ message: NOT_ONBOARDED_MESSAGE });
    }
    expect((await t.database.db.select().from(dogs)).length).toBe(before);
  });

  it("answers 400 with product §5's messages for each invalid field", async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const cases: [object, string, string][] = [
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ breed: '' }, 'breed', 'Breed is required'],
      [{ age: 26 }, 'age', 'Age must be between 0 and 25'],
      [{ age: 'three' }, 'age', 'Age must be between 0 and 25'],
      [{ weight: 0 }, 'weight', 'Weight must be between 1 and 300 lbs'],
      [{ temperament: [] }, 'temperament', 'Select at least one temperament trait'],
      [{ bio: 'Too short a bio.' }, 'bio', 'Bio must be at least 20 characters'],
    ];
    for (const [change, path, message] of cases) {
      const res = await t.api.as(shelter.cookie).post('/api/dogs', { ...dogInput(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    }
    for (const bad of [
      { size: 'huge' },
      { energyLevel: 'very_active' },
      { status: 'adopted' },
      { listerId: shelter.listerId },
      { latitude: 0 },
    ]) {
      expect(
        (await t.api.as(shelter.cookie).post('/api/dogs', { ...dogInput(), ...bad })).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
  });

  it("refuses photos that are not the lister's own uploads (400), naming each one", async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const other = await signUpLister(t.app, t.database.db);
    const own = await uploadTestPhoto(t.app, shelter.cookie);
    const othersPhoto = await uploadTestPhoto(t.app, other.cookie);
    const before = (await t.database.db.select().from(dogs)).length;
    const res = await t.api.as(shelter.cookie).post(
      '/api/dogs',
      dogInput({
        photos: [
          own,
          othersPhoto,
          '/demo-photos/dog-01.svg',
          'https://example.com/dog.jpg',
          '/uploads/not-uploaded.webp',
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      [1, 2, 3, 4].map((i) => ({ path: `photos.${i}`, message: PHOTO_NOT_YOURS_MESSAGE })),
    );
    expect((await t.database.db.select().from(dogs)).length).toBe(before);
    // The same photo twice is a form error too.
    const twice = await t.api.as(shelter.cookie).post('/api/dogs', dogInput({ photos: [own, own] }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().issues).toContainEqual({ path: 'photos', message: 'Each photo once' });
  });
});

describe('PATCH /api/dogs/:id', () => {
  it("changes only the given fields for the dog's lister and keeps the photos when they are left out", async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const photo = await uploadTestPhoto(t.app, shelter.cookie);
    const dog = await listedDog(shelter.cookie, { photos: [photo] });
    const res = await t.api.as(shelter.cookie).patch(dogUrl(dog.id), {
      name: 'Sir Biscuit',
      weight: 31,
      specialNeeds: 'Daily eye drops',
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = dogSchema.parse(res.json());
    expect(edited).toMatchObject({
      name: 'Sir Biscuit',
      weight: 31,
      specialNeeds: 'Daily eye drops',
      breed: dog.breed,
      photos: [photo],
      bio: dog.bio,
    });
    // A blank optional text clears it.
    expect((await t.api.as(shelter.cookie).patch(dogUrl(dog.id), { specialNeeds: '' })).json()).toMatchObject({
      specialNeeds: null,
    });
  });

  it('keeps photos the dog already has (even ones not uploaded) next to new own uploads, and refuses others', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const seeded = await createDog(t.database.db, { listerId: shelter.listerId, photos: ['/demo-photos/dog-03.svg'] });
    const upload = await uploadTestPhoto(t.app, shelter.cookie);
    const res = await t.api
      .as(shelter.cookie)
      .patch(dogUrl(seeded.id), { photos: [upload, '/demo-photos/dog-03.svg'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().photos).toEqual([upload, '/demo-photos/dog-03.svg']);
    const refused = await t.api
      .as(shelter.cookie)
      .patch(dogUrl(seeded.id), { photos: [upload, '/demo-photos/dog-04.svg'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'photos.1', message: PHOTO_NOT_YOURS_MESSAGE }]);
    expect((await dogRow(seeded.id)).photos).toEqual([upload, '/demo-photos/dog-03.svg']);
  });

  it('marks a dog adopted and available again (adoptedAt follows), and refuses other statuses', async () => {
    const owner = await signUpLister(t.app, t.database.db, 'owner');
    const dog = await listedDog(owner.cookie);
    const adopted = await t.api.as(owner.cookie).patch(dogUrl(dog.id), { status: 'adopted' });
    expect(adopted.statusCode).toBe(200);
    expect(adopted.json()).toMatchObject({ status: 'adopted' });
    expect((await dogRow(dog.id)).adoptedAt).toBeInstanceOf(Date);
    expect((await t.api.get(`/api/dogs/${dog.id}`)).json()).toMatchObject({ status: 'adopted' });
    expect((await t.api.as(owner.cookie).patch(dogUrl(dog.id), { status: 'available' })).json()).toMatchObject({
      status: 'available',
    });
    expect((await dogRow(dog.id)).adoptedAt).toBeNull();
    expect((await t.api.as(owner.cookie).patch(dogUrl(dog.id), { status: 'removed' })).statusCode).toBe(400);
    expect((await t.api.as(owner.cookie).patch(dogUrl(dog.id), { listerId: owner.listerId })).statusCode).toBe(400);
  });

  it('refuses strangers: another shelter 403, an adopter 403, signed out 401, and the dog stays as it was', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const second = await signUpLister(t.app, t.database.db);
    const adopter = await signUp(t.app, 'adopter');
    const dog = await listedDog(shelter.cookie);
    const before = await dogRow(dog.id);
    for (const payload of [{ name: 'Stolen', status: 'adopted' }, { name: '' }, { junk: 1 }]) {
      const bySecond = await t.api.as(second.cookie).patch(dogUrl(dog.id), payload);
      expect(bySecond.statusCode).toBe(403);
      expect(bySecond.json()).toEqual({ message: NOT_YOUR_DOG_MESSAGE });
      expect((await t.api.as(adopter.cookie).patch(dogUrl(dog.id), payload)).statusCode).toBe(403);
      expect((await t.api.patch(dogUrl(dog.id), payload)).statusCode).toBe(401);
    }
    expect(await dogRow(dog.id)).toEqual(before);
  });

  it('answers 404 for an unknown, malformed or removed dog', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const removed = await createDog(t.database.db, { listerId: shelter.listerId, status: 'removed' });
    for (const id of ['6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11', 'not-a-uuid', removed.id]) {
      const res = await t.api.as(shelter.cookie).patch(dogUrl(id), { name: 'Ghost' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Dog not found' });
    }
    expect((await dogRow(removed.id)).name).not.toBe('Ghost');
  });
});

describe('DELETE /api/dogs/:id', () => {
  it("removes the dog for its lister (204): it is gone from the detail page, the lists and the lister's dashboard", async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const dog = await listedDog(shelter.cookie);
    const res = await t.api.as(shelter.cookie).delete(dogUrl(dog.id));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await dogRow(dog.id)).status).toBe('removed');
    expect((await t.api.get(`/api/dogs/${dog.id}`)).statusCode).toBe(404);
    expect(((await t.api.get('/api/dogs?limit=500')).json() as Dog[]).map((d) => d.id)).not.toContain(dog.id);
    expect(
      ((await t.api.as(shelter.cookie).get('/api/dogs/user')).json() as ListerDog[]).map((d) => d.id),
    ).not.toContain(dog.id);
    expect((await t.api.as(shelter.cookie).delete(dogUrl(dog.id))).statusCode).toBe(404);
    expect((await t.api.as(shelter.cookie).patch(dogUrl(dog.id), { status: 'available' })).statusCode).toBe(404);
  });

  it('refuses another shelter and an adopter (403) and signed-out callers (401); the dog stays listed', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const second = await signUpLister(t.app, t.database.db);
    const adopter = await signUp(t.app, 'adopter');
    const dog = await listedDog(shelter.cookie);
    expect((await t.api.as(second.cookie).delete(dogUrl(dog.id))).statusCode).toBe(403);
    expect((await t.api.as(adopter.cookie).delete(dogUrl(dog.id))).statusCode).toBe(403);
    expect((await t.api.delete(dogUrl(dog.id))).statusCode).toBe(401);
    expect((await dogRow(dog.id)).status).toBe('available');
    expect((await t.api.as(shelter.cookie).delete(dogUrl('not-a-uuid'))).statusCode).toBe(404);
  });
});

describe('GET /api/dogs/user', () => {
  it('refuses signed-out callers (401) and adopters (403); a lister who has not onboarded has no dogs yet', async () => {
    expect((await t.api.get('/api/dogs/user')).statusCode).toBe(401);
    expect((await t.api.as((await signUp(t.app, 'adopter')).cookie).get('/api/dogs/user')).statusCode).toBe(403);
    const fresh = await t.api.as((await signUp(t.app, 'owner')).cookie).get('/api/dogs/user');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual([]);
  });

  it("lists only the lister's own dogs that are not removed, newest first, with real views, inquiries and interested adopters", async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const other = await signUpLister(t.app, t.database.db);
    const older = await listedDog(shelter.cookie, { name: 'Older' });
    const newer = await listedDog(shelter.cookie, { name: 'Newer' });
    const gone = await listedDog(shelter.cookie, { name: 'Gone' });
    await listedDog(other.cookie, { name: 'Not mine' });
    await t.api.as(shelter.cookie).delete(dogUrl(gone.id));
    await t.api.as(shelter.cookie).patch(dogUrl(older.id), { status: 'adopted' });

    const [a, b, c] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    // Views: two by adopters, one by a guest; the lister's own look is not counted.
    await t.api.as(a.cookie).get(`/api/dogs/${newer.id}`);
    await t.api.as(b.cookie).get(`/api/dogs/${newer.id}`);
    await t.api.get(`/api/dogs/${newer.id}`);
    await t.api.as(shelter.cookie).get(`/api/dogs/${newer.id}`);
    await t.api.as(a.cookie).get(`/api/dogs/${older.id}`);
    // Likes: a and b like newer, c passes on it; a likes then passes on older (the latest swipe counts).
    for (const [who, dogId, direction] of [
      [a, newer.id, 'right'],
      [b, newer.id, 'right'],
      [c, newer.id, 'left'],
    ] as const) {
      expect((await t.api.as(who.cookie).post('/api/swipes', { dogId, direction })).statusCode).toBe(200);
    }
    // Inquiries: conversations about the dog (opened by adopters).
    await t.database.db.insert(conversations).values([
      { adopterId: a.userId, dogId: newer.id },
      { adopterId: c.userId, dogId: newer.id },
      { adopterId: b.userId, dogId: older.id },
    ]);
    // older was liked while still available, then passed on.
    await t.api.as(shelter.cookie).patch(dogUrl(older.id), { status: 'available' });
    await t.api.as(a.cookie).post('/api/swipes', { dogId: older.id, direction: 'right' });
    await t.api.as(a.cookie).post('/api/swipes', { dogId: older.id, direction: 'left' });
    await t.api.as(shelter.cookie).patch(dogUrl(older.id), { status: 'adopted' });

    const res = await t.api.as(shelter.cookie).get('/api/dogs/user');
    expect(res.statusCode).toBe(200);
    const listed = listerDogListSchema.parse(res.json());
    expect(listed.map((d) => d.name)).toEqual(['Newer', 'Older']);
    expect(listed[0]).toMatchObject({
      id: newer.id,
      status: 'available',
      views: 3,
      inquiries: 2,
      interestedAdopters: 2,
    });
    expect(listed[1]).toMatchObject({ id: older.id, status: 'adopted', views: 1, inquiries: 1, interestedAdopters: 0 });
    expect(Object.keys(listed[0]!).sort()).toEqual(
      [
        'age',
        'bio',
        'breed',
        'createdAt',
        'id',
        'inquiries',
        'interestedAdopters',
        'name',
        'photos',
        'size',
        'status',
        'views',
        'weight',
      ].sort(),
    );
  });
});

describe('a write reaches the adopters at once', () => {
  it("shows a new dog in an adopter's discover deck, and drops it once adopted or removed", async () => {
    // Somewhere no other test lists dogs: Bozeman, Montana.
    const place = { latitude: 45.677, longitude: -111.0429 };
    const shelter = await signUpLister(t.app, t.database.db, 'shelter', place);
    const adopter = await signUp(t.app, 'adopter');
    await createAdopterProfile(t.database.db, { userId: adopter.userId, ...place, searchRadius: 25 });
    const deck = async () =>
      ((await t.api.as(adopter.cookie).get('/api/dogs/discover')).json() as Dog[]).map((d) => d.id);
    const markers = async () =>
      (await t.api.get('/api/dogs?view=map&bbox=-111.2,45.5,-110.9,45.8')).json() as { id: string }[];

    expect(await deck()).toEqual([]); // the ranking is now kept in memory
    const dog = await listedDog(shelter.cookie, { name: 'Fresh' });
    expect(await deck()).toEqual([dog.id]);
    expect((await markers()).map((m) => m.id)).toEqual([dog.id]);

    expect((await t.api.as(shelter.cookie).patch(dogUrl(dog.id), { status: 'adopted' })).statusCode).toBe(200);
    expect(await deck()).toEqual([]);
    expect(await markers()).toEqual([]);

    expect((await t.api.as(shelter.cookie).patch(dogUrl(dog.id), { status: 'available' })).statusCode).toBe(200);
    expect(await deck()).toEqual([dog.id]);

    expect((await t.api.as(shelter.cookie).delete(dogUrl(dog.id))).statusCode).toBe(204);
    expect(await deck()).toEqual([]);
    expect(await markers()).toEqual([]);
  });
});

describe('photos recorded for another account', () => {
  it('cannot be used even when the URL is known', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const stranger = await createUser(t.database.db, { role: 'owner' });
    await insertUpload(t.database.db, stranger.id, 'someone-elses.webp');
    const res = await t.api.as(shelter.cookie).post('/api/dogs', dogInput({ photos: ['/uploads/someone-elses.webp'] }));
    expect(res.statusCode).toBe(400);
  });
});
