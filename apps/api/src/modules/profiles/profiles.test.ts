// /api/profile and /api/profile/learned-preferences: the adopter's own, nobody else's.
import { surveyAnswersSchema, type Profile, type SurveyAnswersInput } from '@scout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDog } from '../../db/seed/factories.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const answers: SurveyAnswersInput = {
  livingSituation: 'house_large_yard',
  otherPets: 'cats',
  activityLevel: 'high',
  workSchedule: 'home_all_day',
  exerciseCommitment: 'daily_vigorous',
  experienceLevel: 'very_experienced',
  householdComposition: 'kids_6_12',
  preferredSize: ['medium', 'large'],
  preferredAge: ['young'],
  preferredEnergy: ['high'],
  searchRadius: 50,
  latitude: 30.2672,
  longitude: -97.7431,
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', cookie?: string, payload?: object, url = '/api/profile') =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });

describe('who may read and write a profile', () => {
  it('refuses signed-out callers (401) and shelters and owners (403) on every profile call', async () => {
    const calls = [
      (c?: string) => call('GET', c),
      (c?: string) => call('POST', c, answers),
      (c?: string) => call('PUT', c, answers),
      (c?: string) => call('PATCH', c, { searchRadius: 30 }),
      (c?: string) => call('POST', c, { junk: 1 }),
      (c?: string) => call('GET', c, undefined, '/api/profile/learned-preferences'),
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
    expect((await call('POST', me.cookie, answers)).statusCode).toBe(201);
    const theirs = await call('GET', other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Profile not found' });
    expect((await call('PATCH', other.cookie, { searchRadius: 10 })).statusCode).toBe(404);
    expect(((await call('GET', me.cookie)).json() as Profile).searchRadius).toBe(50);
  });
});

describe('/api/profile', () => {
  it('creates with POST (201, derived fields), then answers 409 "Profile already exists"', async () => {
    const { cookie } = await signUp(t.app);
    expect((await call('GET', cookie)).statusCode).toBe(404);
    const created = await call('POST', cookie, answers);
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
    const again = await call('POST', cookie, answers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Profile already exists' });
    expect((await call('GET', cookie)).json()).toEqual(created.json());
  });

  it('creates or replaces with PUT (idempotent)', async () => {
    const { cookie } = await signUp(t.app);
    const created = await call('PUT', cookie, answers);
    expect(created.statusCode).toBe(200);
    const replacement = {
      ...answers,
      livingSituation: 'apartment',
      otherPets: 'none',
      preferredSize: [],
      searchRadius: 10,
    } as const;
    const replaced = await call('PUT', cookie, replacement);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      ...replacement,
      homeType: 'apartment',
      hasYard: false,
      hasOtherPets: false,
      otherPetsType: null,
    });
    expect((await call('PUT', cookie, replacement)).json()).toMatchObject(replacement);
  });

  it('fills the defaults the survey allows to be left out', async () => {
    const { cookie } = await signUp(t.app);
    const { preferredSize: _s, searchRadius: _r, ...minimal } = answers;
    const res = await call('POST', cookie, minimal);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ preferredSize: [], searchRadius: 25 });
    expect(surveyAnswersSchema.safeParse(minimal).success).toBe(true);
  });

  it('PATCHes the location or the radius; 404 without a profile', async () => {
    const { cookie } = await signUp(t.app);
    expect((await call('PATCH', cookie, { searchRadius: 30 })).statusCode).toBe(404);
    await call('POST', cookie, answers);
    const moved = await call('PATCH', cookie, { latitude: 47.6062, longitude: -122.3321 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      latitude: 47.6062,
      longitude: -122.3321,
      searchRadius: 50,
      livingSituation: 'house_large_yard',
    });
    expect((await call('PATCH', cookie, { searchRadius: 35 })).json()).toMatchObject({
      searchRadius: 35,
      latitude: 47.6062,
    });
    expect((await call('PATCH', cookie, { latitude: 10 })).statusCode).toBe(400);
    expect((await call('PATCH', cookie, {})).statusCode).toBe(400);
  });

  it('answers 400 with field issues for invalid answers', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call('POST', cookie, { ...answers, preferredEnergy: [], searchRadius: 7 });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().issues as { path: string; message: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['preferredEnergy', 'searchRadius']));
    expect((await call('PUT', cookie, { ...answers, livingSituation: 'castle' })).json().issues).toEqual([
      expect.objectContaining({ path: 'livingSituation' }),
    ]);
    expect((await call('PUT', cookie, { ...answers, role: 'shelter' })).statusCode).toBe(400);
    expect((await call('GET', cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/profile/learned-preferences', () => {
  it("summarizes the adopter's own swipes, and is empty again after a reset", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const swipe = (cookie: string, dogId: string, direction: 'left' | 'right') =>
      t.app.inject({ method: 'POST', url: '/api/swipes', headers: { cookie }, payload: { dogId, direction } });
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
      await swipe(me.cookie, liked.id, 'right');
      await swipe(me.cookie, passed.id, 'left');
    }
    const learned = await call('GET', me.cookie, undefined, '/api/profile/learned-preferences');
    expect(learned.statusCode).toBe(200);
    const summary = learned.json();
    expect(summary).toMatchObject({ enough: true, likes: 6, passes: 6 });
    expect(summary.favours).toEqual(expect.arrayContaining(['Small dogs', 'Low energy', 'Calm temperament']));
    expect(summary.avoids).toEqual(['Energetic temperament']);

    expect((await call('GET', other.cookie, undefined, '/api/profile/learned-preferences')).json()).toEqual({
      enough: false,
      likes: 0,
      passes: 0,
      favours: [],
      avoids: [],
    });

    await t.app.inject({ method: 'DELETE', url: '/api/dogs/swipes', headers: { cookie: me.cookie } });
    expect((await call('GET', me.cookie, undefined, '/api/profile/learned-preferences')).json()).toEqual({
      enough: false,
      likes: 0,
      passes: 0,
      favours: [],
      avoids: [],
    });
  });
});
