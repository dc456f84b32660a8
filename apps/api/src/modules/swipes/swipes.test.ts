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

describe('who may swipe', () => {
  it('refuses signed-out callers (401) and shelters and owners (403), before looking at the body', async () => {
    const dog = await createDog(t.database.db);
    for (const call of [
      () => t.api.post('/api/swipes', { dogId: dog.id, direction: 'right' }),
      () => t.api.post('/api/swipes', { junk: true }),
      () => t.api.get('/api/swipes'),
      () => t.api.delete('/api/dogs/swipes'),
    ]) {
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    for (const role of ['shelter', 'owner'] as const) {
      const { cookie } = await signUp(t.app, role);
      expect((await t.api.as(cookie).post('/api/swipes', { dogId: dog.id, direction: 'right' })).statusCode).toBe(403);
      expect((await t.api.as(cookie).post('/api/swipes', { junk: true })).statusCode).toBe(403);
      expect((await t.api.as(cookie).get('/api/swipes')).statusCode).toBe(403);
      expect((await t.api.as(cookie).delete('/api/dogs/swipes')).statusCode).toBe(403);
    }
  });
});

describe('POST /api/swipes', () => {
  it('stores one swipe per dog: sending it twice stores it once, and the latest direction wins', async () => {
    const { cookie, userId } = await signUp(t.app);
    const dog = await createDog(t.database.db);
    const first = await t.api.as(cookie).post('/api/swipes', { dogId: dog.id, direction: 'right' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ dogId: dog.id, direction: 'right', createdAt: expect.any(String) });
    expect((await t.api.as(cookie).post('/api/swipes', { dogId: dog.id, direction: 'right' })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(swipes).where(eq(swipes.adopterId, userId));
    expect(rows).toHaveLength(1);

    const changed = await t.api.as(cookie).post('/api/swipes', { dogId: dog.id, direction: 'left' });
    expect(changed.json()).toMatchObject({ direction: 'left' });
    const [row] = await t.database.db.select().from(swipes).where(eq(swipes.adopterId, userId));
    expect(row!.direction).toBe('left');
    expect(row!.updatedAt.getTime()).toBeGreaterThan(rows[0]!.updatedAt.getTime());
  });

  it('answers 404 for an unknown or removed dog and 409 for an adopted one', async () => {
    const me = t.api.as((await signUp(t.app)).cookie);
    const removed = await createDog(t.database.db, { status: 'removed' });
    const adopted = await createDog(t.database.db, { status: 'adopted' });
    const unknown = await me.post('/api/swipes', { dogId: '6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11', direction: 'right' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Dog not found' });
    expect((await me.post('/api/swipes', { dogId: removed.id, direction: 'right' })).statusCode).toBe(404);
    const gone = await me.post('/api/swipes', { dogId: adopted.id, direction: 'right' });
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({ message: expect.any(String) });
  });

  it('validates the body with field issues', async () => {
    const me = t.api.as((await signUp(t.app)).cookie);
    const res = await me.post('/api/swipes', { dogId: 'nope', direction: 'up' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['direction', 'dogId']);
    expect(
      (await me.post('/api/swipes', { dogId: '6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11', direction: 'right', extra: 1 }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /api/swipes and DELETE /api/dogs/swipes', () => {
  it('lists my own swipes newest first; a reset removes mine only', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const [a, b, c] = [await createDog(t.database.db), await createDog(t.database.db), await createDog(t.database.db)];
    await t.api.as(me.cookie).post('/api/swipes', { dogId: a.id, direction: 'right' });
    await t.api.as(me.cookie).post('/api/swipes', { dogId: b.id, direction: 'left' });
    await t.api.as(other.cookie).post('/api/swipes', { dogId: c.id, direction: 'right' });

    const mine = (await t.api.as(me.cookie).get('/api/swipes')).json() as Swipe[];
    expect(mine.map((s) => [s.dogId, s.direction])).toEqual([
      [b.id, 'left'],
      [a.id, 'right'],
    ]);
    expect((await t.api.as(other.cookie).get('/api/swipes')).json()).toEqual([
      { dogId: c.id, direction: 'right', createdAt: expect.any(String) },
    ]);

    const res = await t.api.as(me.cookie).delete('/api/dogs/swipes');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await t.api.as(me.cookie).get('/api/swipes')).json()).toEqual([]);
    expect((await t.api.as(me.cookie).delete('/api/dogs/swipes')).json()).toEqual({ deleted: 0 });
    expect(((await t.api.as(other.cookie).get('/api/swipes')).json() as Swipe[]).length).toBe(1);
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
    const listed = ((await t.api.as(me.cookie).get('/api/swipes')).json() as Swipe[]).map((s) => s.dogId);
    expect(listed).toHaveLength(SWIPES_LIST_MAX);
    // The oldest swipe is the one left out; the newest comes first.
    expect(listed).not.toContain(swiped[0]);
    expect(listed[0]).toBe(swiped[swiped.length - 1]);
  });
});
