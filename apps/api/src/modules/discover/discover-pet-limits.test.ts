// Other pets are hard limits (issue 15, decisions §7): for a home with a cat, a dog not good
// with cats ranks below every compliant dog in the deck, says why first, and stays there
// however much the adopter likes such dogs; the dog page and the liked list agree.
import type { Dog, LikedDog, SurveyAnswers } from '@scout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdopterProfile, createDog, createLister } from '../../db/seed/factories.ts';
import { surveyAnswers } from '../../testing/contract-inputs.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A place of its own per test, far from the other test files' dogs. */
let placeIndex = 0;
function place() {
  placeIndex++;
  return { latitude: 30 + placeIndex * 2, longitude: -120 + placeIndex * 3 };
}
/** `miles` north of `p` (a degree of latitude is about 69 miles). */
const north = (p: { latitude: number; longitude: number }, miles: number) => ({
  latitude: p.latitude + miles / 69.05,
  longitude: p.longitude,
});

const CAT_REASON = 'Not good with cats - you have a cat';
const DOG_REASON = 'Not good with other dogs - you have a dog';

/** An adopter with this survey at a place of their own, and a maker of dogs there. */
async function adopterWith(answers: Partial<SurveyAnswers>) {
  const home = place();
  const adopter = await signUp(t.app);
  await createAdopterProfile(t.database.db, { userId: adopter.userId, ...surveyAnswers(answers), ...home });
  const lister = await createLister(t.database.db, home);
  const dog = (name: string, overrides: Parameters<typeof createDog>[1] = {}) =>
    createDog(t.database.db, {
      listerId: lister.id,
      name,
      size: 'medium',
      ageCategory: 'adult',
      energyLevel: 'moderate',
      temperament: ['friendly', 'loyal'],
      goodWithKids: true,
      goodWithDogs: true,
      goodWithCats: true,
      specialNeeds: null,
      ...north(home, 5),
      ...overrides,
    });
  return { adopter, home, dog };
}

async function deck(cookie: string): Promise<Dog[]> {
  const res = await t.api.as(cookie).get('/api/dogs/discover?limit=100');
  expect(res.statusCode).toBe(200);
  return res.json() as Dog[];
}

async function swipe(cookie: string, dogId: string, direction: 'left' | 'right') {
  expect((await t.api.as(cookie).post('/api/swipes', { dogId, direction })).statusCode).toBe(200);
}

/** Every dog of `shown` named in `compliant` comes before `id`, which scores 0-39 and names the limit first, once. */
function expectBelowCompliant(shown: Dog[], id: string, compliant: readonly string[], reason: string) {
  const index = shown.findIndex((d) => d.id === id);
  expect(index).toBeGreaterThanOrEqual(0);
  for (const other of compliant) expect(shown.findIndex((d) => d.id === other)).toBeLessThan(index);
  const dog = shown[index]!;
  expect(dog.compatibilityScore).toBeLessThanOrEqual(39);
  expect(dog.compatibilityReasons[0]).toBe(reason);
  expect(dog.compatibilityReasons.filter((r) => r.startsWith(reason.split(' - ')[0]!))).toEqual([reason]);
  return dog;
}

describe('discover: other pets are hard limits', () => {
  it('for a home with a cat, a cat-unfriendly dog ranks below compliant dogs with the reason named, even after many likes of such dogs', async () => {
    const { adopter, home, dog } = await adopterWith({ otherPets: 'cats' });
    // A perfect survey fit and the nearest dog, but not good with cats.
    const chaser = await dog('Unseen Cat Chaser', { goodWithCats: false, ...north(home, 1) });
    // Compliant dogs, two of them poor fits for this survey and farther away.
    const compliant = [
      await dog('Compliant Match'),
      await dog('Compliant Senior', {
        ageCategory: 'senior',
        size: 'large',
        energyLevel: 'low',
        temperament: ['independent'],
        ...north(home, 20),
      }),
      await dog('Compliant Whirlwind', {
        ageCategory: 'puppy',
        energyLevel: 'very_high',
        temperament: ['energetic', 'protective'],
        ...north(home, 20),
      }),
    ].map((d) => d.id);
    const toLike = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        dog(`Liked Cat Chaser ${i}`, { goodWithCats: false, size: i % 2 ? 'small' : 'medium' }),
      ),
    );
    const toPass = await Promise.all(
      Array.from({ length: 8 }, (_, i) => dog(`Passed Cat Friend ${i}`, { size: i % 2 ? 'small' : 'medium' })),
    );

    const before = expectBelowCompliant(await deck(adopter.cookie), chaser.id, compliant, CAT_REASON);

    // Liking exactly the dogs that break the limit, passing the ones that keep it.
    for (const d of toLike) await swipe(adopter.cookie, d.id, 'right');
    for (const d of toPass) await swipe(adopter.cookie, d.id, 'left');

    const after = expectBelowCompliant(await deck(adopter.cookie), chaser.id, compliant, CAT_REASON);
    // The swipes did pull it up, within its band only.
    expect(after.compatibilityScore).toBeGreaterThan(before.compatibilityScore!);
    expect(after.compatibilityReasons).toContain('You tend to like dogs not good with cats');

    // The dog page scores it as the deck does.
    const page = (await t.api.as(adopter.cookie).get(`/api/dogs/${chaser.id}`)).json() as Dog;
    expect(page.compatibilityScore).toBe(after.compatibilityScore);
    expect(page.compatibilityReasons).toEqual(after.compatibilityReasons);

    // The liked list shows every liked cat-unfriendly dog in the hard-limit band, reason first.
    const liked = (await t.api.as(adopter.cookie).get('/api/dogs/liked')).json() as LikedDog[];
    expect(liked).toHaveLength(toLike.length);
    for (const d of liked) {
      expect(d.compatibilityScore).toBeLessThanOrEqual(39);
      expect(d.compatibilityReasons[0]).toBe(CAT_REASON);
    }
  });

  it('for a home with a dog, a dog not good with other dogs ranks below compliant dogs, with the reason named', async () => {
    const { adopter, home, dog } = await adopterWith({ otherPets: 'dogs' });
    const loner = await dog('Unseen Loner', { goodWithDogs: false, ...north(home, 1) });
    // Not good with cats does not matter here: no cat at home.
    const compliant = [
      (await dog('Compliant Match')).id,
      (await dog('Cat Chaser Without Cats', { goodWithCats: false, ageCategory: 'senior', ...north(home, 20) })).id,
    ];
    const shown = await deck(adopter.cookie);
    expectBelowCompliant(shown, loner.id, compliant, DOG_REASON);
    for (const id of compliant) expect(shown.find((d) => d.id === id)!.compatibilityScore).toBeGreaterThanOrEqual(40);
  });
});
