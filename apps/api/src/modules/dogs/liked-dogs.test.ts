// GET /api/dogs/liked: who may ask, and what they get.
import type { LikedDog } from '@scout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dogs } from '../../db/schema/index.ts';
import { createAdopterProfile, createDog, createLister } from '../../db/seed/factories.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A place of its own per test, so dogs of other tests stay out of range. */
let placeIndex = 0;
function place() {
  placeIndex++;
  return { latitude: 35 + placeIndex * 2, longitude: -110 + placeIndex * 3 };
}
/** `miles` north of `p` (a degree of latitude is about 69 miles). */
const north = (p: { latitude: number; longitude: number }, miles: number) => ({
  latitude: p.latitude + miles / 69.05,
  longitude: p.longitude,
});

async function dogAt(p: { latitude: number; longitude: number }, overrides: Parameters<typeof createDog>[1] = {}) {
  const lister = await createLister(t.database.db, p);
  return createDog(t.database.db, {
    listerId: lister.id,
    goodWithKids: true,
    goodWithDogs: true,
    goodWithCats: true,
    specialNeeds: null,
    energyLevel: 'moderate',
    ...overrides,
  });
}

describe('who may call liked', () => {
  it('/api/dogs/liked: 401 signed out, 403 for shelters and owners', async () => {
    const url = '/api/dogs/liked';
    expect((await t.api.get(url)).statusCode).toBe(401);
    expect((await t.api.get(`${url}?limit=abc`)).statusCode).toBe(401);
    for (const role of ['shelter', 'owner'] as const) {
      const { cookie } = await signUp(t.app, role);
      const res = await t.api.as(cookie).get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('GET /api/dogs/liked', () => {
  it("lists my liked dogs (latest swipe right), newest like first, with likedAt; not passes, not removed dogs, not others' likes", async () => {
    const home = place();
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await createAdopterProfile(t.database.db, { userId: me.userId, ...home });
    const a = await dogAt(north(home, 1));
    const b = await dogAt(north(home, 2));
    const changedMind = await dogAt(north(home, 3));
    const removed = await dogAt(north(home, 4));
    const theirs = await dogAt(north(home, 5));
    await t.api.as(me.cookie).post('/api/swipes', { dogId: a.id, direction: 'right' });
    await t.api.as(me.cookie).post('/api/swipes', { dogId: changedMind.id, direction: 'right' });
    await t.api.as(me.cookie).post('/api/swipes', { dogId: removed.id, direction: 'right' });
    await t.api.as(me.cookie).post('/api/swipes', { dogId: b.id, direction: 'right' });
    await t.api.as(me.cookie).post('/api/swipes', { dogId: changedMind.id, direction: 'left' });
    await t.api.as(other.cookie).post('/api/swipes', { dogId: theirs.id, direction: 'right' });
    await t.database.db.update(dogs).set({ status: 'removed' }).where(eq(dogs.id, removed.id));

    const res = await t.api.as(me.cookie).get('/api/dogs/liked');
    expect(res.statusCode).toBe(200);
    const liked = res.json() as LikedDog[];
    expect(liked.map((d) => d.id)).toEqual([b.id, a.id]);
    expect(Date.parse(liked[0]!.likedAt)).toBeGreaterThanOrEqual(Date.parse(liked[1]!.likedAt));
    expect(liked[0]!.compatibilityScore).toEqual(expect.any(Number));
    expect(liked[0]!.distance).toBeGreaterThan(1.5);

    // Liking again moves a dog to the top.
    await t.api.as(me.cookie).post('/api/swipes', { dogId: a.id, direction: 'right' });
    expect(((await t.api.as(me.cookie).get('/api/dogs/liked')).json() as LikedDog[]).map((d) => d.id)).toEqual([
      a.id,
      b.id,
    ]);
    expect(((await t.api.as(other.cookie).get('/api/dogs/liked')).json() as LikedDog[]).map((d) => d.id)).toEqual([
      theirs.id,
    ]);
  });
});
