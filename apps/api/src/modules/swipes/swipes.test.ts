// POST/GET /api/swipes and DELETE /api/dogs/swipes: the adopter's own swipes only.
import { SWIPES_LIST_MAX, type Swipe } from '@scout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dogs, swipes, type NewDogRecord } from '../../db/schema/index.ts';
import { createDog, createLister } from '../../db/seed/factories.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/swipes', headers: cookie ? { cookie } : {}, payload: payload as object });
const list = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/swipes', headers: cookie ? { cookie } : {} });
const reset = (cookie?: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/dogs/swipes', headers: cookie ? { cookie } : {} });

describe('who may swipe', () => {
  it('refuses signed-out callers (401) and shelters and owners (403), before looking at the body', async () => {
    const dog = await createDog(t.database.db);
    for (const call of [
      () => post({ dogId: dog.id, direction: 'right' }),
      () => post({ junk: true }),
      () => list(),
      () => reset(),
    ]) {
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    for (const role of ['shelter', 'owner'] as const) {
      const { cookie } = await signUp(t.app, role);
      expect((await post({ dogId: dog.id, direction: 'right' }, cookie)).statusCode).toBe(403);
      expect((await post({ junk: true }, cookie)).statusCode).toBe(403);
      expect((await list(cookie)).statusCode).toBe(403);
      expect((await reset(cookie)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/swipes', () => {
  it('stores one swipe per dog: sending it twice stores it once, and the latest direction wins', async () => {
    const { cookie, userId } = await signUp(t.app);
    const dog = await createDog(t.database.db);
    const first = await post({ dogId: dog.id, direction: 'right' }, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ dogId: dog.id, direction: 'right', createdAt: expect.any(String) });
    expect((await post({ dogId: dog.id, direction: 'right' }, cookie)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(swipes).where(eq(swipes.adopterId, userId));
    expect(rows).toHaveLength(1);

    const changed = await post({ dogId: dog.id, direction: 'left' }, cookie);
    expect(changed.json()).toMatchObject({ direction: 'left' });
    const [row] = await t.database.db.select().from(swipes).where(eq(swipes.adopterId, userId));
    expect(row!.direction).toBe('left');
    expect(row!.updatedAt.getTime()).toBeGreaterThan(rows[0]!.updatedAt.getTime());
  });

  it('answers 404 for an unknown or removed dog and 409 for an adopted one', async () => {
    const { cookie } = await signUp(t.app);
    const removed = await createDog(t.database.db, { status: 'removed' });
    const adopted = await createDog(t.database.db, { status: 'adopted' });
    const unknown = await post({ dogId: '6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11', direction: 'right' }, cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Dog not found' });
    expect((await post({ dogId: removed.id, direction: 'right' }, cookie)).statusCode).toBe(404);
    const gone = await post({ dogId: adopted.id, direction: 'right' }, cookie);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({ message: expect.any(String) });
  });

  it('validates the body with field issues', async () => {
    const { cookie } = await signUp(t.app);
    const res = await post({ dogId: 'nope', direction: 'up' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['direction', 'dogId']);
    expect(
      (await post({ dogId: '6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11', direction: 'right', extra: 1 }, cookie)).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/swipes and DELETE /api/dogs/swipes', () => {
  it('lists my own swipes newest first; a reset removes mine only', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const [a, b, c] = [await createDog(t.database.db), await createDog(t.database.db), await createDog(t.database.db)];
    await post({ dogId: a.id, direction: 'right' }, me.cookie);
    await post({ dogId: b.id, direction: 'left' }, me.cookie);
    await post({ dogId: c.id, direction: 'right' }, other.cookie);

    const mine = (await list(me.cookie)).json() as Swipe[];
    expect(mine.map((s) => [s.dogId, s.direction])).toEqual([
      [b.id, 'left'],
      [a.id, 'right'],
    ]);
    expect((await list(other.cookie)).json()).toEqual([
      { dogId: c.id, direction: 'right', createdAt: expect.any(String) },
    ]);

    const res = await reset(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await list(me.cookie)).json()).toEqual([]);
    expect((await reset(me.cookie)).json()).toEqual({ deleted: 0 });
    expect(((await list(other.cookie)).json() as Swipe[]).length).toBe(1);
  });

  it(`answers at most the newest ${SWIPES_LIST_MAX} swipes`, async () => {
    const { db } = t.database;
    const me = await signUp(t.app);
    const lister = await createLister(db);
    const count = SWIPES_LIST_MAX + 1;
    const base = {
      listerId: lister.id,
      breed: 'Mixed Breed',
      age: 3,
      ageCategory: 'adult',
      size: 'medium',
      weight: 40,
      energyLevel: 'moderate',
    } as const;
    const rows: NewDogRecord[] = Array.from({ length: count }, (_, i) => ({
      ...base,
      name: `Dog ${i}`,
      temperament: ['friendly'],
      goodWithKids: true,
      goodWithDogs: true,
      goodWithCats: true,
      bio: 'A dog for the swipe list cap test.',
      vaccinated: true,
      spayedNeutered: true,
      latitude: lister.latitude,
      longitude: lister.longitude,
    }));
    const started = Date.now();
    const swiped: string[] = [];
    for (let i = 0; i < count; i += 2_000) {
      const ids = (
        await db
          .insert(dogs)
          .values(rows.slice(i, i + 2_000))
          .returning({ id: dogs.id })
      ).map((r) => r.id);
      await db.insert(swipes).values(
        ids.map((dogId, j) => ({
          adopterId: me.userId,
          dogId,
          direction: 'left' as const,
          createdAt: new Date(started + i + j),
        })),
      );
      swiped.push(...ids);
    }
    const listed = ((await list(me.cookie)).json() as Swipe[]).map((s) => s.dogId);
    expect(listed).toHaveLength(SWIPES_LIST_MAX);
    // The oldest swipe is the one left out; the newest comes first.
    expect(listed).not.toContain(swiped[0]);
    expect(listed[0]).toBe(swiped[swiped.length - 1]);
  });
});
