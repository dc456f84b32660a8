// Discover while the adopter swipes (issue 18, decision 018): a ranking is built on the one
// before it (its candidate pool, its swipes with the recent ones added) instead of being
// read afresh. Built on or read afresh, the deck must be the same for the same data: these
// tests swipe through a deck reading it after every swipe, then compare each answer with
// the one a second app (same database, nothing kept) gives.
import { dogListSchema, type Dog } from '@scout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdopterProfile, createDog, createLister } from '../../db/seed/factories.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';
import { TASTE_RELEARN_SWIPES } from './discover-rankings.ts';

let t: TestApp;
let fresh: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await fresh?.close();
  await t?.close();
});

async function deckOf(app: TestApp, cookie: string): Promise<Dog[]> {
  const res = await app.api.as(cookie).get('/api/dogs/discover');
  expect(res.statusCode).toBe(200);
  return dogListSchema.parse(res.json());
}

/** The same deck from an app that keeps nothing yet (a new app on the same database). */
async function freshDeckOf(cookie: string): Promise<Dog[]> {
  await fresh?.close();
  fresh = await createTestApp({}, { database: t.database });
  return deckOf(fresh, cookie);
}

let placeIndex = 0;
/** An adopter with a profile and `count` varied dogs around a place of its own. */
async function world(count: number) {
  placeIndex++;
  const home = { latitude: 34 + placeIndex * 2, longitude: -110 + placeIndex * 3 };
  const adopter = await signUp(t.app);
  await createAdopterProfile(t.database.db, { userId: adopter.userId, ...home, searchRadius: 50, otherPets: 'cats' });
  // Several listers, so dogs share a place (and a distance) in groups, as in life.
  const listers = await Promise.all(
    [0, 1, 2, 3].map((i) =>
      createLister(t.database.db, { latitude: home.latitude + i * 0.05, longitude: home.longitude }),
    ),
  );
  for (let i = 0; i < count; i++) await createDog(t.database.db, { listerId: listers[i % listers.length]!.id });
  return adopter;
}

const like = (dog: Dog) => (dog.temperament.includes('calm') || dog.size === 'small' ? 'right' : 'left');

describe('discover while swiping', () => {
  it('serves the deck a fresh read gives, swipe after swipe, and never a swiped dog', async () => {
    const adopter = await world(60);
    const swiped = new Set<string>();
    for (let round = 0; round < 24; round++) {
      const deck = await deckOf(t, adopter.cookie);
      for (const dog of deck) expect(swiped.has(dog.id)).toBe(false);
      // A kept ranking is built again every TASTE_RELEARN_SWIPES swipes (in between it only
      // skips the swiped dogs): right after, it must be what a fresh read builds.
      if (round > 0 && round % TASTE_RELEARN_SWIPES === 0) expect(deck).toEqual(await freshDeckOf(adopter.cookie));
      const top = deck[0]!;
      const res = await t.api.as(adopter.cookie).post('/api/swipes', { dogId: top.id, direction: like(top) });
      expect(res.statusCode).toBe(200);
      swiped.add(top.id);
    }
    // By now the taste counts (it needs 5 swipes) and has reordered the deck more than once.
    const deck = await deckOf(t, adopter.cookie);
    expect(deck.some((dog) => dog.compatibilityReasons.some((r) => r.startsWith('You tend to')))).toBe(true);
    expect(deck).toEqual(await freshDeckOf(adopter.cookie));
  });

  it('after many swipes without reading, the next deck is what a fresh read gives', async () => {
    const adopter = await world(40);
    const first = await deckOf(t, adopter.cookie);
    for (const dog of first.slice(0, 30)) {
      await t.api.as(adopter.cookie).post('/api/swipes', { dogId: dog.id, direction: like(dog) });
    }
    const deck = await deckOf(t, adopter.cookie);
    expect(deck).toHaveLength(10);
    expect(deck.map((dog) => dog.id).some((id) => first.slice(0, 30).some((d) => d.id === id))).toBe(false);
    expect(deck).toEqual(await freshDeckOf(adopter.cookie));
  });

  it('a swipe made elsewhere (the dog page) and a reset are seen as a fresh read sees them', async () => {
    const adopter = await world(30);
    const deck = await deckOf(t, adopter.cookie);
    // Swipes of dogs further down the deck, as the dog page or the map makes them.
    for (const dog of deck.slice(10, 16)) {
      await t.api.as(adopter.cookie).post('/api/swipes', { dogId: dog.id, direction: 'right' });
    }
    const after = await deckOf(t, adopter.cookie);
    expect(after.map((d) => d.id)).not.toContain(deck[12]!.id);
    expect(after).toEqual(await freshDeckOf(adopter.cookie));
    // A swipe changed (passed after all), then enough new ones for the ranking to be built again.
    await t.api.as(adopter.cookie).post('/api/swipes', { dogId: deck[11]!.id, direction: 'left' });
    for (const dog of after.slice(0, TASTE_RELEARN_SWIPES)) {
      await t.api.as(adopter.cookie).post('/api/swipes', { dogId: dog.id, direction: like(dog) });
    }
    expect(await deckOf(t, adopter.cookie)).toEqual(await freshDeckOf(adopter.cookie));
    // A reset brings every dog back, scored as new.
    expect((await t.api.as(adopter.cookie).delete('/api/dogs/swipes')).statusCode).toBe(200);
    const reset = await deckOf(t, adopter.cookie);
    expect(reset).toHaveLength(30);
    expect(reset).toEqual(await freshDeckOf(adopter.cookie));
  });
});
