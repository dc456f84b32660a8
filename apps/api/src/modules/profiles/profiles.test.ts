// /api/profile and /api/profile/learned-preferences: the adopter's own, nobody else's.
import { surveyAnswersSchema, type Profile } from '@scout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDog } from '../../db/seed/factories.ts';
import { surveyAnswers } from '../../testing/contract-inputs.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

// What the assertions below lean on: a yard (homeType house, hasYard), cats, a 50-mile radius.
const answers = surveyAnswers({ livingSituation: 'house_large_yard', otherPets: 'cats', searchRadius: 50 });

describe('who may read and write a profile', () => {
  it('refuses signed-out callers (401) and shelters and owners (403) on every profile call', async () => {
    const calls = [
      (c?: string) => t.api.as(c).get('/api/profile'),
      (c?: string) => t.api.as(c).post('/api/profile', answers),
      (c?: string) => t.api.as(c).put('/api/profile', answers),
      (c?: string) => t.api.as(c).patch('/api/profile', { searchRadius: 30 }),
      (c?: string) => t.api.as(c).post('/api/profile', { junk: 1 }),
      (c?: string) => t.api.as(c).get('/api/profile/learned-preferences'),
    ];
    for (const fn of calls) expect((await fn()).statusCode).toBe(401);
    for (const role of ['shelter', 'owner'] as const) {
      const { cookie } = await signUp(t.app, role);
      for (const fn of calls) expect((await fn(cookie)).statusCode).toBe(403);
    }
  });

  it('shows each adopter only their own profile', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await t.api.as(me.cookie).post('/api/profile', answers)).statusCode).toBe(201);
    const theirs = await t.api.as(other.cookie).get('/api/profile');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Profile not found' });
    expect((await t.api.as(other.cookie).patch('/api/profile', { searchRadius: 10 })).statusCode).toBe(404);
    expect(((await t.api.as(me.cookie).get('/api/profile')).json() as Profile).searchRadius).toBe(50);
  });
});

describe('/api/profile', () => {
  it('creates with POST (201, derived fields), then answers 409 "Profile already exists"', async () => {
    const { cookie } = await signUp(t.app);
    expect((await t.api.as(cookie).get('/api/profile')).statusCode).toBe(404);
    const created = await t.api.as(cookie).post('/api/profile', answers);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      ...answers,
      homeType: 'house',
      hasYard: true,
      hasOtherPets: true,
      otherPetsType: 'cats',
      profileImage: null,
      updatedAt: expect.any(String),
    });
    const again = await t.api.as(cookie).post('/api/profile', answers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Profile already exists' });
    expect((await t.api.as(cookie).get('/api/profile')).json()).toEqual(created.json());
  });

  it('creates or replaces with PUT (idempotent)', async () => {
    const { cookie } = await signUp(t.app);
    const created = await t.api.as(cookie).put('/api/profile', answers);
    expect(created.statusCode).toBe(200);
    const replacement = {
      ...answers,
      livingSituation: 'apartment',
      otherPets: 'none',
      preferredSize: [],
      searchRadius: 10,
    } as const;
    const replaced = await t.api.as(cookie).put('/api/profile', replacement);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      ...replacement,
      homeType: 'apartment',
      hasYard: false,
      hasOtherPets: false,
      otherPetsType: null,
    });
    expect((await t.api.as(cookie).put('/api/profile', replacement)).json()).toMatchObject(replacement);
  });

  it('fills the defaults the survey allows to be left out', async () => {
    const { cookie } = await signUp(t.app);
    const { preferredSize: _s, searchRadius: _r, ...minimal } = answers;
    const res = await t.api.as(cookie).post('/api/profile', minimal);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ preferredSize: [], searchRadius: 25 });
    expect(surveyAnswersSchema.safeParse(minimal).success).toBe(true);
  });

  it('PATCHes the location or the radius; 404 without a profile', async () => {
    const { cookie } = await signUp(t.app);
    expect((await t.api.as(cookie).patch('/api/profile', { searchRadius: 30 })).statusCode).toBe(404);
    await t.api.as(cookie).post('/api/profile', answers);
    const moved = await t.api.as(cookie).patch('/api/profile', { latitude: 47.6062, longitude: -122.3321 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      latitude: 47.6062,
      longitude: -122.3321,
      searchRadius: 50,
      livingSituation: 'house_large_yard',
    });
    expect((await t.api.as(cookie).patch('/api/profile', { searchRadius: 35 })).json()).toMatchObject({
      searchRadius: 35,
      latitude: 47.6062,
    });
    expect((await t.api.as(cookie).patch('/api/profile', { latitude: 10 })).statusCode).toBe(400);
    expect((await t.api.as(cookie).patch('/api/profile', {})).statusCode).toBe(400);
  });

  it('answers 400 with field issues for invalid answers', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.api.as(cookie).post('/api/profile', { ...answers, preferredEnergy: [], searchRadius: 7 });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().issues as { path: string; message: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['preferredEnergy', 'searchRadius']));
    expect(
      (await t.api.as(cookie).put('/api/profile', { ...answers, livingSituation: 'castle' })).json().issues,
    ).toEqual([expect.objectContaining({ path: 'livingSituation' })]);
    expect((await t.api.as(cookie).put('/api/profile', { ...answers, role: 'shelter' })).statusCode).toBe(400);
    expect((await t.api.as(cookie).get('/api/profile')).statusCode).toBe(404);
  });
});

describe('GET /api/profile/learned-preferences', () => {
  it("summarizes the adopter's own swipes, and is empty again after a reset", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    for (let i = 0; i < 6; i++) {
      const liked = await createDog(t.database.db, {
        size: 'small',
        energyLevel: 'low',
        temperament: ['calm', 'gentle'],
      });
      const passed = await createDog(t.database.db, {
        size: 'large',
        energyLevel: 'very_high',
        temperament: ['energetic'],
      });
      await t.api.as(me.cookie).post('/api/swipes', { dogId: liked.id, direction: 'right' });
      await t.api.as(me.cookie).post('/api/swipes', { dogId: passed.id, direction: 'left' });
    }
    const learned = await t.api.as(me.cookie).get('/api/profile/learned-preferences');
    expect(learned.statusCode).toBe(200);
    const summary = learned.json();
    expect(summary).toMatchObject({ enough: true, likes: 6, passes: 6 });
    expect(summary.favours).toEqual(expect.arrayContaining(['Small dogs', 'Low energy', 'Calm temperament']));
    expect(summary.avoids).toEqual(['Energetic temperament']);

    expect((await t.api.as(other.cookie).get('/api/profile/learned-preferences')).json()).toEqual({
      enough: false,
      likes: 0,
      passes: 0,
      favours: [],
      avoids: [],
    });

    await t.api.as(me.cookie).delete('/api/dogs/swipes');
    expect((await t.api.as(me.cookie).get('/api/profile/learned-preferences')).json()).toEqual({
      enough: false,
      likes: 0,
      passes: 0,
      favours: [],
      avoids: [],
    });
  });
});
