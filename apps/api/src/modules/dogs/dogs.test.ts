// GET /api/dogs (paging, radius), GET /api/dogs/:id (views, privacy) and /similar.
import { NEXT_CURSOR_HEADER, type Dog } from '@scout/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dogs, dogViews, type NewDogRecord } from '../../db/schema/index.ts';
import { createAdopterProfile, createDog, createLister } from '../../db/seed/factories.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Every page of a list, following X-Next-Cursor. */
async function allPages(url: string, cookie?: string): Promise<{ dogs: Dog[]; pages: number }> {
  const seen: Dog[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const res = await t.api.as(cookie).get(cursor ? `${url}${sep}cursor=${encodeURIComponent(cursor)}` : url);
    expect(res.statusCode).toBe(200);
    seen.push(...(res.json() as Dog[]));
    cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
    pages++;
  } while (cursor && pages < 100);
  return { dogs: seen, pages };
}

describe('GET /api/dogs', () => {
  it('pages through every available dog exactly once, newest first, even when dogs share a creation time', async () => {
    const lister = await createLister(t.database.db);
    const sameMoment = new Date('2024-05-01T12:00:00.123Z');
    const tied = [];
    for (let i = 0; i < 5; i++)
      tied.push(await createDog(t.database.db, { listerId: lister.id, createdAt: sameMoment }));
    for (let i = 0; i < 4; i++) await createDog(t.database.db, { listerId: lister.id });
    await createDog(t.database.db, { listerId: lister.id, status: 'adopted' });
    await createDog(t.database.db, { listerId: lister.id, status: 'removed' });
    // Microsecond timestamps (the database's own now()) must survive the cursor too.
    await t.database.db.execute(
      sql`update dogs set created_at = created_at + interval '7 microseconds' where id in (${tied[0]!.id}, ${tied[1]!.id})`,
    );
    const available = await t.database.db.select({ id: dogs.id }).from(dogs).where(eq(dogs.status, 'available'));

    const { dogs: listed, pages } = await allPages('/api/dogs?limit=3');
    expect(pages).toBeGreaterThanOrEqual(Math.ceil(available.length / 3));
    expect(listed.map((d) => d.id).sort()).toEqual(available.map((d) => d.id).sort());
    expect(new Set(listed.map((d) => d.id)).size).toBe(listed.length);
    const times = listed.map((d) => Date.parse(d.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(listed.every((d) => d.status === 'available')).toBe(true);
  });

  it('has no X-Next-Cursor on the last page and keeps the body a JSON array', async () => {
    const res = await t.api.get('/api/dogs?limit=500');
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('lists the dogs within a radius, nearest first, paged, with distances in miles', async () => {
    // Around Boise, Idaho: no other test puts dogs there.
    const center = { lat: 43.615, lng: -116.2023 };
    const at = async (latitude: number, longitude: number, name: string) => {
      const lister = await createLister(t.database.db, { latitude, longitude });
      return createDog(t.database.db, { listerId: lister.id, name });
    };
    const d2 = await at(43.65, -116.2023, 'Two-ish miles'); // ~2.4 mi
    const d0 = await at(43.6151, -116.2024, 'Next door');
    const d10 = await at(43.76, -116.2023, 'Ten-ish miles'); // ~10 mi
    const d5 = await at(43.615, -116.1, 'Five-ish miles'); // ~5.1 mi
    await at(44.2, -116.2023, 'Forty miles'); // ~40 mi, out of range

    const { dogs: listed, pages } = await allPages(`/api/dogs?lat=${center.lat}&lng=${center.lng}&radius=25&limit=2`);
    expect(pages).toBe(2);
    expect(listed.map((d) => d.id)).toEqual([d0.id, d2.id, d5.id, d10.id]);
    const distances = listed.map((d) => d.distance!);
    expect(distances[0]).toBeLessThan(0.1);
    expect(distances[1]).toBeGreaterThan(2);
    expect(distances[1]).toBeLessThan(3);
    expect(distances[3]).toBeGreaterThan(9.5);
    expect(distances[3]).toBeLessThan(10.5);
    expect(listed.every((d) => d.compatibilityScore === null && d.compatibilityReasons.length === 0)).toBe(true);
  });

  it('refuses a bad query with field issues', async () => {
    const partial = await t.api.get('/api/dogs?lat=30&lng=-97');
    expect(partial.statusCode).toBe(400);
    expect(partial.json().issues).toEqual([expect.objectContaining({ path: 'radius' })]);
    expect((await t.api.get('/api/dogs?limit=501')).statusCode).toBe(400);
    expect((await t.api.get('/api/dogs?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await t.api.get('/api/dogs?unknown=1')).statusCode).toBe(400);
  });

  it('refuses a nearest-first cursor on the newest-first list', async () => {
    const res = await t.api.get('/api/dogs?lat=43.615&lng=-116.2023&radius=25&limit=1');
    const cursor = res.headers[NEXT_CURSOR_HEADER] as string;
    expect(cursor).toBeTruthy();
    const mixed = await t.api.get(`/api/dogs?cursor=${cursor}`);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().issues).toEqual([expect.objectContaining({ path: 'cursor' })]);
  });

  it('scores every dog for a signed-in adopter with a profile and measures distance from the profile', async () => {
    const adopter = await signUp(t.app);
    await createAdopterProfile(t.database.db, { userId: adopter.userId, latitude: 43.615, longitude: -116.2023 });
    const res = await t.api.as(adopter.cookie).get('/api/dogs?limit=50');
    const listed = res.json() as Dog[];
    expect(listed.length).toBeGreaterThan(0);
    for (const dog of listed) {
      expect(dog.compatibilityScore).toEqual(expect.any(Number));
      expect(dog.compatibilityReasons.length).toBeGreaterThan(0);
      expect(dog.distance).toEqual(expect.any(Number));
    }
    // A guest gets neither.
    const guest = (await t.api.get('/api/dogs?limit=50')).json() as Dog[];
    expect(guest.every((d) => d.compatibilityScore === null && d.distance === null)).toBe(true);
  });
});

describe('GET /api/dogs/:id', () => {
  it('answers 404 "Dog not found" for an unknown, malformed or removed id', async () => {
    const removed = await createDog(t.database.db, { status: 'removed' });
    for (const id of ['6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11', 'not-a-uuid', removed.id]) {
      const res = await t.api.get(`/api/dogs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Dog not found' });
    }
  });

  it('shows an adopted dog', async () => {
    const adopted = await createDog(t.database.db, { status: 'adopted' });
    const res = await t.api.get(`/api/dogs/${adopted.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: adopted.id, status: 'adopted' });
  });

  it('counts a view per visit, with the viewer when signed in, not when the lister looks', async () => {
    const dog = await createDog(t.database.db);
    const adopter = await signUp(t.app);
    await t.api.get(`/api/dogs/${dog.id}`);
    await t.api.as(adopter.cookie).get(`/api/dogs/${dog.id}`);
    const views = await t.database.db.select().from(dogViews).where(eq(dogViews.dogId, dog.id));
    expect(views.map((v) => v.viewerId).sort()).toEqual([adopter.userId, null].sort());
  });

  it("hides a private owner's phone and email from guests, shows them to signed-in users, and never leaks the full name or reason", async () => {
    const ownerUser = await signUp(t.app, 'owner');
    const owner = await createLister(t.database.db, {
      type: 'owner',
      userId: ownerUser.userId,
      name: 'Margarethe Quillfeather-Stone',
      phone: '(512) 555-0199',
      email: 'margarethe@example.test',
      reason: 'Moving overseas for a secret job',
    });
    const dog = await createDog(t.database.db, { listerId: owner.id, name: 'Pickle' });
    const leaks = (body: string) => {
      expect(body).not.toContain('Quillfeather');
      expect(body).not.toContain('secret job');
    };

    const guest = await t.api.get(`/api/dogs/${dog.id}`);
    leaks(guest.body);
    expect(guest.json()).toMatchObject({
      listerType: 'owner',
      listerId: owner.id,
      shelterName: 'Margarethe (Owner)',
      shelterAddress: 'Austin, TX',
      shelterPhone: null,
      shelterEmail: null,
    });

    const adopter = await signUp(t.app);
    const signedIn = await t.api.as(adopter.cookie).get(`/api/dogs/${dog.id}`);
    leaks(signedIn.body);
    expect(signedIn.json()).toMatchObject({ shelterPhone: '(512) 555-0199', shelterEmail: 'margarethe@example.test' });

    // Nor in any list.
    leaks((await t.api.get('/api/dogs?limit=500')).body);
    leaks((await t.api.get(`/api/dogs/${dog.id}/similar`)).body);
    await t.api.as(adopter.cookie).post('/api/swipes', { dogId: dog.id, direction: 'right' });
    leaks((await t.api.as(adopter.cookie).get('/api/dogs/liked')).body);
    leaks((await t.api.as(adopter.cookie).get('/api/dogs/discover')).body);
  });

  it("always shows a shelter's phone and email, to guests too", async () => {
    const shelter = await createLister(t.database.db, {
      name: 'Hill Country Hounds',
      phone: '(512) 555-0142',
      email: 'hi@hch.example',
    });
    const dog = await createDog(t.database.db, { listerId: shelter.id });
    expect((await t.api.get(`/api/dogs/${dog.id}`)).json()).toMatchObject({
      listerType: 'shelter',
      shelterName: 'Hill Country Hounds',
      shelterPhone: '(512) 555-0142',
      shelterEmail: 'hi@hch.example',
    });
  });

  it('is scored for a signed-in adopter with a profile, and for nobody else', async () => {
    const dog = await createDog(t.database.db, { goodWithKids: false });
    const adopter = await signUp(t.app);
    await createAdopterProfile(t.database.db, { userId: adopter.userId, householdComposition: 'kids_0_5' });
    const scored = (await t.api.as(adopter.cookie).get(`/api/dogs/${dog.id}`)).json() as Dog;
    expect(scored.compatibilityScore).toBeLessThanOrEqual(39);
    expect(scored.compatibilityReasons[0]).toMatch(/kids/i);
    expect(scored.distance).toBeCloseTo(0, 1);

    const noProfile = await signUp(t.app);
    expect((await t.api.as(noProfile.cookie).get(`/api/dogs/${dog.id}`)).json()).toMatchObject({
      compatibilityScore: null,
      compatibilityReasons: [],
      distance: null,
    });
    const shelter = await signUp(t.app, 'shelter');
    expect((await t.api.as(shelter.cookie).get(`/api/dogs/${dog.id}`)).json()).toMatchObject({
      compatibilityScore: null,
    });
    // A guest may send the point of a local profile to get a distance.
    const guest = (await t.api.get(`/api/dogs/${dog.id}?lat=30.5083&lng=-97.6789`)).json() as Dog;
    expect(guest.distance).toBeGreaterThan(15);
    expect(guest.distance).toBeLessThan(19);
  });
});

describe('GET /api/dogs/:id/similar', () => {
  it('lists up to six other available dogs, the most similar first, nearer first among equals', async () => {
    // Near Fargo, ND: a neighbourhood of its own.
    const here = await createLister(t.database.db, { latitude: 46.8772, longitude: -96.7898 });
    const farther = await createLister(t.database.db, { latitude: 47.2, longitude: -96.7898 });
    const base = {
      size: 'large',
      energyLevel: 'high',
      ageCategory: 'young',
      temperament: ['playful', 'energetic'],
    } satisfies Partial<NewDogRecord>;
    const dog = await createDog(t.database.db, { listerId: here.id, ...base });
    const twinFar = await createDog(t.database.db, { listerId: farther.id, ...base });
    const twinNear = await createDog(t.database.db, { listerId: here.id, ...base });
    const sizeOnly = await createDog(t.database.db, {
      listerId: here.id,
      size: 'large',
      energyLevel: 'low',
      ageCategory: 'senior',
      temperament: ['calm'],
    });
    const adoptedTwin = await createDog(t.database.db, { listerId: here.id, ...base, status: 'adopted' });
    for (let i = 0; i < 5; i++) {
      await createDog(t.database.db, {
        listerId: here.id,
        size: 'small',
        energyLevel: 'low',
        ageCategory: 'senior',
        temperament: ['calm'],
      });
    }

    const res = await t.api.get(`/api/dogs/${dog.id}/similar`);
    expect(res.statusCode).toBe(200);
    const similar = res.json() as Dog[];
    expect(similar).toHaveLength(6);
    const ids = similar.map((d) => d.id);
    expect(ids.slice(0, 3)).toEqual([twinNear.id, twinFar.id, sizeOnly.id]);
    expect(ids).not.toContain(dog.id);
    expect(ids).not.toContain(adoptedTwin.id);
    expect(similar.every((d) => d.status === 'available')).toBe(true);
  });

  it('answers 404 for an unknown dog', async () => {
    expect((await t.api.get('/api/dogs/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11/similar')).statusCode).toBe(404);
    expect((await t.api.get('/api/dogs/nope/similar')).statusCode).toBe(404);
  });

  it('scores similar dogs for a signed-in adopter with a profile', async () => {
    const [some] = await t.database.db
      .select({ id: dogs.id })
      .from(dogs)
      .where(and(eq(dogs.status, 'available')))
      .limit(1);
    const adopter = await signUp(t.app);
    await createAdopterProfile(t.database.db, { userId: adopter.userId });
    const similar = (await t.api.as(adopter.cookie).get(`/api/dogs/${some!.id}/similar`)).json() as Dog[];
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((d) => typeof d.compatibilityScore === 'number')).toBe(true);
  });
});
