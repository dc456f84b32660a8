// The deck learns (issue 7): discover's order and the scores blend in what the adopter's own
// likes and passes reveal; hard limits stay hard; Reset All Swipes forgets it; a guest's
// swipes teach the same taste before and after they move to an account.
import type { Dog, GuestSwipe, TasteSummaryResponse } from '@scout/domain';
import { distanceMiles, learnGuestTaste, NO_TASTE, scoreDog, summarizeTaste } from '@scout/domain/matching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdopterProfile, createDog, createLister } from '../../db/seed/factories.ts';
import { surveyAnswers } from '../../testing/contract-inputs.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A place of its own per test, far from the others' dogs. */
let placeIndex = 0;
function place() {
  placeIndex++;
  return { latitude: 40 + placeIndex * 2, longitude: -100 + placeIndex * 3 };
}

/** An active first-time adopter without kids or pets: the survey leans to playful dogs, never to calm ones. */
const ACTIVE = surveyAnswers({
  livingSituation: 'house_large_yard',
  activityLevel: 'high',
  workSchedule: 'home_all_day',
  exerciseCommitment: 'daily_vigorous',
  experienceLevel: 'first_time',
});

/** Dogs alike in all but temperament (and whatever the test sets). */
async function dogsAt(home: { latitude: number; longitude: number }) {
  const lister = await createLister(t.database.db, home);
  return (
    name: string,
    temperament: ('calm' | 'playful' | 'loyal' | 'friendly')[],
    overrides: Parameters<typeof createDog>[1] = {},
  ) =>
    createDog(t.database.db, {
      listerId: lister.id,
      name,
      temperament,
      size: 'medium',
      ageCategory: 'adult',
      energyLevel: 'moderate',
      goodWithKids: true,
      goodWithDogs: true,
      goodWithCats: true,
      specialNeeds: null,
      ...overrides,
    });
}

async function deck(cookie: string): Promise<Dog[]> {
  const res = await t.api.as(cookie).get('/api/dogs/discover?limit=100');
  expect(res.statusCode).toBe(200);
  return res.json() as Dog[];
}

describe('discover learns from swipes', () => {
  it('liking calm dogs and passing playful ones moves an unseen calm dog above an unseen playful one; a hard-limit dog stays last; a reset forgets', async () => {
    const home = place();
    const adopter = await signUp(t.app);
    await createAdopterProfile(t.database.db, { userId: adopter.userId, ...ACTIVE, ...home });
    const dog = await dogsAt(home);
    // The survey scores playful at least as high as calm (a point at most apart, so they
    // may tie), and the playful one is nearer: before any swipe it comes first. Both are
    // within 5 miles, so the taste sees the same distance in them.
    const miles = (n: number) => ({ latitude: home.latitude + n / 69.05, longitude: home.longitude });
    const calm = await dog('Unseen Calm', ['calm', 'loyal'], miles(2));
    const playful = await dog('Unseen Playful', ['playful', 'loyal'], miles(1));
    // Calm, but with special needs, for a first-time adopter: a hard limit.
    const specialNeeds = await dog('Calm Special Needs', ['calm', 'loyal'], { specialNeeds: 'Needs daily medication' });
    const toLike = await Promise.all(Array.from({ length: 8 }, (_, i) => dog(`Liked ${i}`, ['calm', 'loyal'])));
    const toPass = await Promise.all(Array.from({ length: 8 }, (_, i) => dog(`Passed ${i}`, ['playful', 'loyal'])));

    const before = await deck(adopter.cookie);
    const order = (d: Dog[]) =>
      d.map((x) => x.name).filter((name) => name.startsWith('Unseen') || name === 'Calm Special Needs');
    expect(order(before)).toEqual(['Unseen Playful', 'Unseen Calm', 'Calm Special Needs']);
    const surveyScore = before.find((d) => d.id === calm.id)!.compatibilityScore!;

    for (let i = 0; i < 8; i++) {
      expect(
        (await t.api.as(adopter.cookie).post('/api/swipes', { dogId: toLike[i]!.id, direction: 'right' })).statusCode,
      ).toBe(200);
      expect(
        (await t.api.as(adopter.cookie).post('/api/swipes', { dogId: toPass[i]!.id, direction: 'left' })).statusCode,
      ).toBe(200);
    }
    const after = await deck(adopter.cookie);
    expect(order(after)).toEqual(['Unseen Calm', 'Unseen Playful', 'Calm Special Needs']);
    const learnedCalm = after.find((d) => d.id === calm.id)!;
    expect(learnedCalm.compatibilityScore).toBeGreaterThan(surveyScore);
    expect(learnedCalm.compatibilityReasons).toContain('You tend to like calm dogs');
    expect(after.find((d) => d.id === playful.id)!.compatibilityReasons).toContain('You tend to pass on playful dogs');
    expect(after.at(-1)!.id).toBe(specialNeeds.id);

    // The detail page scores the dog as the deck does.
    const detail = (await t.api.as(adopter.cookie).get(`/api/dogs/${calm.id}`)).json() as Dog;
    expect(detail.compatibilityScore).toBe(learnedCalm.compatibilityScore);

    // The profile says the same in words.
    const summary = (
      await t.api.as(adopter.cookie).get('/api/profile/learned-preferences')
    ).json() as TasteSummaryResponse;
    expect(summary).toMatchObject({ enough: true, likes: 8, passes: 8 });
    expect(summary.favours).toContain('Calm temperament');
    expect(summary.avoids).toContain('Playful temperament');

    // Reset All Swipes: the survey order and scores are back.
    expect((await t.api.as(adopter.cookie).delete('/api/dogs/swipes')).statusCode).toBe(200);
    const reset = await deck(adopter.cookie);
    expect(order(reset)).toEqual(['Unseen Playful', 'Unseen Calm', 'Calm Special Needs']);
    expect(reset.find((d) => d.id === calm.id)!.compatibilityScore).toBe(surveyScore);
    expect(
      ((await t.api.as(adopter.cookie).get('/api/profile/learned-preferences')).json() as TasteSummaryResponse).enough,
    ).toBe(false);
  });

  it("learns from this adopter's swipes only", async () => {
    const home = place();
    const swiper = await signUp(t.app);
    const other = await signUp(t.app);
    for (const who of [swiper, other])
      await createAdopterProfile(t.database.db, { userId: who.userId, ...ACTIVE, ...home });
    const dog = await dogsAt(home);
    const calm = await dog('Unseen Calm', ['calm', 'loyal']);
    for (let i = 0; i < 8; i++) {
      await t.api
        .as(swiper.cookie)
        .post('/api/swipes', { dogId: (await dog(`Liked ${i}`, ['calm', 'loyal'])).id, direction: 'right' });
      await t.api
        .as(swiper.cookie)
        .post('/api/swipes', { dogId: (await dog(`Passed ${i}`, ['playful', 'loyal'])).id, direction: 'left' });
    }
    const theirs = (await deck(other.cookie)).find((d) => d.id === calm.id)!;
    expect(theirs.compatibilityReasons).not.toContain('You tend to like calm dogs');
    expect(
      ((await t.api.as(other.cookie).get('/api/profile/learned-preferences')).json() as TasteSummaryResponse).likes,
    ).toBe(0);
  });

  it("a guest's swipes in the browser teach the same taste the server learns once they move to the account", async () => {
    const home = place();
    const dog = await dogsAt(home);
    const liked = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        dog(`Liked ${i}`, ['calm', 'friendly'], { size: i % 2 ? 'small' : 'medium' }),
      ),
    );
    const passed = await Promise.all(
      Array.from({ length: 6 }, (_, i) => dog(`Passed ${i}`, ['playful'], { size: 'large', energyLevel: 'high' })),
    );
    const unseen = await dog('Unseen', ['calm'], { size: 'small' });

    // The guest's browser keeps each swiped dog as the API showed it.
    const adopter = await signUp(t.app);
    const read = async (id: string) => (await t.api.as(adopter.cookie).get(`/api/dogs/${id}`)).json() as Dog;
    const guestSwipes: GuestSwipe[] = [];
    for (const [list, direction] of [
      [liked, 'right'],
      [passed, 'left'],
    ] as const) {
      for (const d of list) {
        const shown = await read(d.id);
        guestSwipes.push({ dogId: d.id, direction, timestamp: Date.now(), dog: shown });
      }
    }
    const guestProfile = { ...ACTIVE, ...home };
    const guestTaste = learnGuestTaste(guestProfile, guestSwipes);

    // Sign-up: the profile and then the swipes move to the account.
    const profile = await t.api.as(adopter.cookie).post('/api/profile', guestProfile);
    expect(profile.statusCode).toBe(201);
    for (const s of guestSwipes)
      expect(
        (await t.api.as(adopter.cookie).post('/api/swipes', { dogId: s.dogId, direction: s.direction })).statusCode,
      ).toBe(200);

    const server = (
      await t.api.as(adopter.cookie).get('/api/profile/learned-preferences')
    ).json() as TasteSummaryResponse;
    expect(server).toEqual(summarizeTaste(guestTaste));
    expect(server.favours.length).toBeGreaterThan(0);
    const unseenShown = await read(unseen.id);
    // The guest's browser scores a dog as the server now does.
    const inBrowser = (taste: typeof guestTaste) =>
      scoreDog(guestProfile, { ...unseenShown, distance: distanceMiles(guestProfile, unseenShown) }, taste);
    expect(unseenShown.compatibilityScore).toBe(inBrowser(guestTaste).score);
    expect(unseenShown.compatibilityReasons).toEqual(inBrowser(guestTaste).reasons);
    expect(inBrowser(guestTaste).score).toBeGreaterThan(inBrowser(NO_TASTE).score);
  });
});
