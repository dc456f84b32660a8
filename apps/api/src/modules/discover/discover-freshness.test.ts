// Discover keeps each adopter's ranking and the dogs it served in memory (decision 005).
// These tests change what the ranking was built from, between two discover calls of the
// same adopter, and check the second answer sees the change.
import { dogListSchema, type Dog, type SurveyAnswers } from '@scout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dogs, listers, swipes } from '../../db/schema/index.ts';
import { createAdopterProfile, createDog, createLister } from '../../db/seed/factories.ts';
import { surveyAnswers } from '../../testing/contract-inputs.ts';
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
  return { latitude: 36 + placeIndex * 2, longitude: -100 + placeIndex * 3 };
}
const north = (p: { latitude: number; longitude: number }, miles: number) => ({
  latitude: p.latitude + miles / 69.05,
  longitude: p.longitude,
});

async function discover(cookie: string, limit?: number): Promise<Dog[]> {
  const res = await t.api.as(cookie).get(`/api/dogs/discover${limit ? `?limit=${limit}` : ''}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return dogListSchema.parse(res.json());
}
const ids = (deck: Dog[]) => deck.map((d) => d.id);

/** An adopter with a profile at a fresh place, and a shelter there. */
async function setting(profile: Partial<Parameters<typeof createAdopterProfile>[1]> = {}) {
  const home = place();
  const adopter = await signUp(t.app);
  await createAdopterProfile(t.database.db, { userId: adopter.userId, ...home, searchRadius: 25, ...profile });
  const shelter = await createLister(t.database.db, home);
  const dogAt = (miles: number, overrides: Parameters<typeof createDog>[1] = {}) =>
    createDog(t.database.db, {
      listerId: shelter.id,
      ...north(home, miles),
      goodWithKids: true,
      goodWithDogs: true,
      goodWithCats: true,
      specialNeeds: null,
      ...overrides,
    });
  return { home, adopter, shelter, dogAt };
}

describe('discover sees changes made since its last answer', () => {
  it('a dog listed since appears; a dog adopted or removed since disappears', async () => {
    const { adopter, dogAt } = await setting();
    const first = await dogAt(1);
    const adoptedLater = await dogAt(2);
    const removedLater = await dogAt(3);
    expect(new Set(ids(await discover(adopter.cookie)))).toEqual(new Set([first.id, adoptedLater.id, removedLater.id]));

    const listedLater = await dogAt(4);
    await t.database.db.update(dogs).set({ status: 'adopted' }).where(eq(dogs.id, adoptedLater.id));
    await t.database.db.update(dogs).set({ status: 'removed' }).where(eq(dogs.id, removedLater.id));
    expect(new Set(ids(await discover(adopter.cookie)))).toEqual(new Set([first.id, listedLater.id]));
  });

  it("a dog's changed traits change its score and place (a hard limit sends it to the bottom)", async () => {
    const { adopter, dogAt } = await setting({ householdComposition: 'kids_0_5' });
    const nearer = await dogAt(1, { name: 'Nearer' });
    const farther = await dogAt(10, { name: 'Farther', size: 'medium', energyLevel: 'moderate' });
    const before = await discover(adopter.cookie);
    expect(ids(before)[0]).not.toBeUndefined();
    const nearerBefore = before.find((d) => d.id === nearer.id)!;
    expect(nearerBefore.compatibilityScore).toBeGreaterThanOrEqual(40);

    await t.database.db.update(dogs).set({ goodWithKids: false }).where(eq(dogs.id, nearer.id));
    const after = await discover(adopter.cookie);
    expect(ids(after)).toEqual([farther.id, nearer.id]);
    const nearerAfter = after[1]!;
    expect(nearerAfter.goodWithKids).toBe(false);
    expect(nearerAfter.compatibilityScore).toBeLessThanOrEqual(39);
    expect(nearerAfter.compatibilityReasons.join(' ')).toMatch(/kids/i);
  });

  it("a shelter's new name shows on its dogs", async () => {
    const { adopter, shelter, dogAt } = await setting();
    const dog = await dogAt(1);
    expect((await discover(adopter.cookie))[0]!.shelterName).toBe(shelter.name);
    await t.database.db.update(listers).set({ name: 'Renamed Rescue' }).where(eq(listers.id, shelter.id));
    const [after] = await discover(adopter.cookie);
    expect(after!.id).toBe(dog.id);
    expect(after!.shelterName).toBe('Renamed Rescue');
  });

  it('new survey answers re-rank (PUT /api/profile)', async () => {
    const { home, adopter, dogAt } = await setting({ householdComposition: 'adults' });
    const notForKids = await dogAt(1, { goodWithKids: false });
    const forKids = await dogAt(2);
    const put = (householdComposition: SurveyAnswers['householdComposition']) =>
      t.api.as(adopter.cookie).put(
        '/api/profile',
        surveyAnswers({
          householdComposition,
          preferredAge: ['puppy', 'young', 'adult', 'senior'],
          preferredEnergy: ['low', 'medium', 'high'],
          ...home,
        }),
      );
    expect((await put('adults')).statusCode).toBe(200);
    const withoutKids = await discover(adopter.cookie);
    expect(withoutKids.find((d) => d.id === notForKids.id)!.compatibilityScore).toBeGreaterThanOrEqual(40);

    expect((await put('kids_0_5')).statusCode).toBe(200);
    const withKids = await discover(adopter.cookie);
    expect(ids(withKids)).toEqual([forKids.id, notForKids.id]);
    expect(withKids[1]!.compatibilityScore).toBeLessThanOrEqual(39);
  });

  it('Reset All Swipes brings every swiped dog back', async () => {
    const { adopter, dogAt } = await setting();
    const dogsHere = [await dogAt(1), await dogAt(2), await dogAt(3)];
    for (const dog of dogsHere.slice(0, 2)) {
      const res = await t.api.as(adopter.cookie).post('/api/swipes', { dogId: dog.id, direction: 'left' });
      expect(res.statusCode).toBe(200);
    }
    expect(ids(await discover(adopter.cookie))).toEqual([dogsHere[2]!.id]);
    const reset = await t.api.as(adopter.cookie).delete('/api/dogs/swipes');
    expect(reset.statusCode).toBe(200);
    expect(new Set(ids(await discover(adopter.cookie)))).toEqual(new Set(dogsHere.map((d) => d.id)));
  });

  it('after many swipes without asking again, the next page still holds only unswiped dogs, best first', async () => {
    const { adopter, dogAt } = await setting();
    const here: Dog['id'][] = [];
    for (let i = 0; i < 60; i++) here.push((await dogAt(1 + i * 0.3)).id);
    const ranked = ids(await discover(adopter.cookie, 100));
    expect(new Set(ranked)).toEqual(new Set(here));

    // Swipe the best 55 (more than a page and the margin checked past it) without calling discover.
    await t.database.db
      .insert(swipes)
      .values(ranked.slice(0, 55).map((dogId) => ({ adopterId: adopter.userId, dogId, direction: 'left' as const })));
    // 55 passes teach a taste too, which may reorder the rest: still best first.
    const rest = await discover(adopter.cookie, 100);
    expect(new Set(ids(rest))).toEqual(new Set(ranked.slice(55)));
    const scores = rest.map((d) => d.compatibilityScore!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ids(await discover(adopter.cookie, 1))).toEqual([rest[0]!.id]);
  });
});
