// GET /api/dogs/discover: who may ask, and what they get.
import type { Dog } from '@scout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('who may call discover', () => {
  it('/api/dogs/discover: 401 signed out, 403 for shelters and owners', async () => {
    const url = '/api/dogs/discover';
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

describe('GET /api/dogs/discover', () => {
  it('ranks unswiped dogs in the radius: compliant before hard-limit (even when farther), with scores, reasons and distance', async () => {
    const home = place();
    const adopter = await signUp(t.app);
    await createAdopterProfile(t.database.db, {
      userId: adopter.userId,
      ...home,
      searchRadius: 25,
      householdComposition: 'kids_0_5',
    });
    const hardLimitNear = await dogAt(north(home, 1), { goodWithKids: false, name: 'Nope Near' });
    const compliantFar = await dogAt(north(home, 20), { name: 'Fine Far' });
    const compliantNear = await dogAt(north(home, 3), { name: 'Fine Near' });
    const swiped = await dogAt(north(home, 2), { name: 'Swiped' });
    const passed = await dogAt(north(home, 2), { name: 'Passed' });
    const outside = await dogAt(north(home, 40), { name: 'Too Far' });
    const adopted = await dogAt(north(home, 2), { status: 'adopted' });
    expect(
      (await t.api.as(adopter.cookie).post('/api/swipes', { dogId: swiped.id, direction: 'right' })).statusCode,
    ).toBe(200);
    expect(
      (await t.api.as(adopter.cookie).post('/api/swipes', { dogId: passed.id, direction: 'left' })).statusCode,
    ).toBe(200);

    const res = await t.api.as(adopter.cookie).get('/api/dogs/discover');
    expect(res.statusCode).toBe(200);
    const deck = res.json() as Dog[];
    const ids = deck.map((d) => d.id);
    expect(ids).toHaveLength(3);
    expect(ids).not.toContain(swiped.id);
    expect(ids).not.toContain(passed.id);
    expect(ids).not.toContain(outside.id);
    expect(ids).not.toContain(adopted.id);
    expect(ids[2]).toBe(hardLimitNear.id);
    expect(new Set(ids.slice(0, 2))).toEqual(new Set([compliantNear.id, compliantFar.id]));

    const [first, second, last] = deck as [Dog, Dog, Dog];
    expect(first.compatibilityScore!).toBeGreaterThanOrEqual(second.compatibilityScore!);
    expect(second.compatibilityScore!).toBeGreaterThanOrEqual(40);
    expect(last.compatibilityScore!).toBeLessThanOrEqual(39);
    expect(last.compatibilityReasons.join(' ')).toMatch(/kids/i);
    expect(first.compatibilityReasons.length).toBeGreaterThan(0);
    const far = deck.find((d) => d.id === compliantFar.id)!;
    expect(far.distance).toBeGreaterThan(19.5);
    expect(far.distance).toBeLessThan(20.5);
    expect(last.distance).toBeLessThan(1.5);
  });

  it('respects limit and refuses one above 100', async () => {
    const home = place();
    const adopter = await signUp(t.app);
    await createAdopterProfile(t.database.db, { userId: adopter.userId, ...home });
    for (let i = 0; i < 4; i++) await dogAt(north(home, i + 1));
    expect(((await t.api.as(adopter.cookie).get('/api/dogs/discover?limit=2')).json() as Dog[]).length).toBe(2);
    expect(((await t.api.as(adopter.cookie).get('/api/dogs/discover')).json() as Dog[]).length).toBe(4);
    expect((await t.api.as(adopter.cookie).get('/api/dogs/discover?limit=101')).statusCode).toBe(400);
  });

  it("follows a profile's new location (PATCH /api/profile)", async () => {
    const first = place();
    const second = place();
    const adopter = await signUp(t.app);
    await createAdopterProfile(t.database.db, { userId: adopter.userId, ...first });
    const there = await dogAt(north(first, 1));
    const elsewhere = await dogAt(north(second, 1));
    expect(((await t.api.as(adopter.cookie).get('/api/dogs/discover')).json() as Dog[]).map((d) => d.id)).toEqual([
      there.id,
    ]);
    const patch = await t.api.as(adopter.cookie).patch('/api/profile', second);
    expect(patch.statusCode).toBe(200);
    expect(((await t.api.as(adopter.cookie).get('/api/dogs/discover')).json() as Dog[]).map((d) => d.id)).toEqual([
      elsewhere.id,
    ]);
  });

  it("is each adopter's own: another adopter's swipes do not hide dogs from me", async () => {
    const home = place();
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await createAdopterProfile(t.database.db, { userId: me.userId, ...home });
    await createAdopterProfile(t.database.db, { userId: other.userId, ...home });
    const dog = await dogAt(north(home, 1));
    await t.api.as(other.cookie).post('/api/swipes', { dogId: dog.id, direction: 'left' });
    expect(((await t.api.as(me.cookie).get('/api/dogs/discover')).json() as Dog[]).map((d) => d.id)).toEqual([dog.id]);
    expect(((await t.api.as(other.cookie).get('/api/dogs/discover')).json() as Dog[]).map((d) => d.id)).toEqual([]);
  });

  it('without a profile: unswiped available dogs, newest first, unscored', async () => {
    const adopter = await signUp(t.app);
    const older = await dogAt(place(), { createdAt: new Date(Date.now() + 60_000) });
    const newer = await dogAt(place(), { createdAt: new Date(Date.now() + 120_000) });
    const swiped = await dogAt(place(), { createdAt: new Date(Date.now() + 180_000) });
    await t.api.as(adopter.cookie).post('/api/swipes', { dogId: swiped.id, direction: 'right' });
    const deck = (await t.api.as(adopter.cookie).get('/api/dogs/discover?limit=2')).json() as Dog[];
    expect(deck.map((d) => d.id)).toEqual([newer.id, older.id]);
    expect(
      deck.every((d) => d.compatibilityScore === null && d.distance === null && d.compatibilityReasons.length === 0),
    ).toBe(true);
  });
});
