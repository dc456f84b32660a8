// The assistant's tools on a real database: only available dogs, every filter applied, the
// radius respected, the matching engine's order, and dogs found by name or id.
import { NO_FILTERS, type DogSearchFilters } from '@scout/domain/assistant/types';
import { EARTH_RADIUS_MILES, scoreDog, type MatchProfile } from '@scout/domain/matching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListerRecord, NewDogRecord } from '../../db/schema/index.ts';
import { createDog, createLister } from '../../db/seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createAssistantTools } from './assistant-tools.ts';
import type { AssistantAdopter } from './engine.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.cleanup());

/** Miles per degree of latitude, as distanceMiles measures them. */
const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

const FAMILY: MatchProfile = {
  livingSituation: 'house_small_yard',
  otherPets: 'none',
  activityLevel: 'moderate',
  workSchedule: 'hybrid',
  exerciseCommitment: 'few_times_week',
  experienceLevel: 'some_experience',
  householdComposition: 'kids_0_5',
  preferredSize: [],
  preferredAge: [],
  preferredEnergy: ['medium'],
};

let places = 0;
/**
 * A place of its own for each test (3 degrees of longitude apart, farther than any search
 * reaches), with a shelter `miles` north of the adopter for each distance asked for.
 */
async function place(...distances: number[]) {
  const origin = { latitude: 30, longitude: -110 + 3 * places++ };
  const listers = new Map<number, ListerRecord>();
  for (const miles of distances) {
    listers.set(
      miles,
      await createLister(database.db, {
        type: 'shelter',
        name: `Shelter at ${miles} miles`,
        latitude: origin.latitude + miles / MILES_PER_DEGREE,
        longitude: origin.longitude,
      }),
    );
  }
  const adopter: AssistantAdopter = { firstName: 'Dana', profile: FAMILY, ...origin, searchRadius: 10 };
  const dog = (miles: number, overrides: Partial<NewDogRecord> = {}) =>
    createDog(database.db, {
      listerId: listers.get(miles)!.id,
      name: 'Rex',
      breed: 'Mixed Breed',
      age: 3,
      ageCategory: 'adult',
      size: 'medium',
      weight: 40,
      energyLevel: 'moderate',
      temperament: ['friendly'],
      goodWithKids: true,
      goodWithDogs: true,
      goodWithCats: true,
      specialNeeds: null,
      status: 'available',
      ...overrides,
    });
  return { adopter, tools: createAssistantTools(database.db, adopter), dog, origin };
}

const filters = (overrides: Partial<DogSearchFilters>): DogSearchFilters => ({ ...NO_FILTERS, ...overrides });
const names = (result: { dogs: { name: string }[] }) => result.dogs.map((d) => d.name).sort();

describe('searchDogs', () => {
  it("finds only available dogs within the adopter's own radius by default", async () => {
    const { tools, dog } = await place(1, 8, 30);
    await dog(1, { name: 'Near' });
    await dog(8, { name: 'Inside' });
    await dog(30, { name: 'Beyond' });
    await dog(1, { name: 'Adopted', status: 'adopted' });
    await dog(1, { name: 'Removed', status: 'removed' });
    const result = await tools.searchDogs(NO_FILTERS, { limit: 10 });
    expect(names(result)).toEqual(['Inside', 'Near']);
    expect(result.total).toBe(2);
  });

  it('searches the distance asked for instead, up to 100 miles', async () => {
    const { tools, dog } = await place(1, 8, 30, 99, 120);
    await dog(1, { name: 'One' });
    await dog(8, { name: 'Eight' });
    await dog(30, { name: 'Thirty' });
    await dog(99, { name: 'NinetyNine' });
    await dog(120, { name: 'Beyond' });
    expect(names(await tools.searchDogs(filters({ maxMiles: 5 }), { limit: 10 }))).toEqual(['One']);
    expect(names(await tools.searchDogs(filters({ maxMiles: 40 }), { limit: 10 }))).toEqual(['Eight', 'One', 'Thirty']);
    expect(names(await tools.searchDogs(filters({ maxMiles: 500 }), { limit: 10 }))).toEqual([
      'Eight',
      'NinetyNine',
      'One',
      'Thirty',
    ]);
  });

  it('applies every filter', async () => {
    const { tools, dog } = await place(2);
    await dog(2, { name: 'Plain' });
    await dog(2, { name: 'Small', size: 'small', weight: 15 });
    await dog(2, { name: 'Puppy', ageCategory: 'puppy', age: 0.5 });
    await dog(2, { name: 'Calm', energyLevel: 'low', temperament: ['calm', 'gentle'] });
    await dog(2, { name: 'Zoomy', energyLevel: 'very_high', temperament: ['energetic', 'playful', 'friendly'] });
    await dog(2, { name: 'NoKids', goodWithKids: false });
    await dog(2, { name: 'NoDogs', goodWithDogs: false });
    await dog(2, { name: 'NoCats', goodWithCats: false });
    const search = (f: Partial<DogSearchFilters>) => tools.searchDogs(filters(f), { limit: 10 }).then(names);

    expect(await search({ sizes: ['small'] })).toEqual(['Small']);
    expect(await search({ ageCategories: ['puppy'] })).toEqual(['Puppy']);
    expect(await search({ energyLevels: ['low', 'very_high'] })).toEqual(['Calm', 'Zoomy']);
    expect(await search({ temperament: ['friendly', 'playful'] })).toEqual(['Zoomy']);
    expect(await search({ temperament: ['gentle'] })).toEqual(['Calm']);
    expect(await search({ goodWithKids: true })).not.toContain('NoKids');
    expect(await search({ goodWithDogs: true })).not.toContain('NoDogs');
    expect(await search({ goodWithCats: true })).not.toContain('NoCats');
    expect(
      await search({
        goodWithKids: true,
        goodWithDogs: true,
        goodWithCats: true,
        sizes: ['medium'],
        energyLevels: ['moderate'],
      }),
    ).toEqual(['Plain', 'Puppy']);
  });

  it('matches breeds as whole words, ignoring case', async () => {
    const { tools, dog } = await place(2);
    await dog(2, { name: 'Goldie', breed: 'Golden Retriever' });
    await dog(2, { name: 'Sunny', breed: 'Labrador Retriever Mix' });
    await dog(2, { name: 'Inky', breed: 'black lab mix' });
    await dog(2, { name: 'Curly', breed: 'Labradoodle' });
    await dog(2, { name: 'Pip', breed: 'Pit-Bull Terrier' });
    const search = (breeds: string[]) => tools.searchDogs(filters({ breeds }), { limit: 10 }).then(names);

    expect(await search(['Labrador'])).toEqual(['Sunny']);
    expect(await search(['Lab'])).toEqual(['Inky']);
    expect(await search(['Labrador', 'Lab'])).toEqual(['Inky', 'Sunny']);
    expect(await search(['retriever'])).toEqual(['Goldie', 'Sunny']);
    expect(await search(['Pit Bull'])).toEqual(['Pip']);
    expect(await search(['Labradoodle'])).toEqual(['Curly']);
    expect(await search(['Great Dane'])).toEqual([]);
    // Regular-expression signs in a breed are only text.
    expect(await search(['Lab.*'])).toEqual([]);
  });

  it('ranks with the matching engine: a dog that breaks a hard limit never outranks one that does not', async () => {
    const { tools, dog, adopter } = await place(1, 9);
    // Nearer, and otherwise the better fit, but not good with kids in a home with kids under 6.
    const wary = await dog(1, { name: 'Wary', goodWithKids: false, temperament: ['calm', 'gentle'] });
    const patient = await dog(9, { name: 'Patient', energyLevel: 'high', temperament: ['independent'] });
    const middling = await dog(9, { name: 'Middling', temperament: ['protective'] });
    const result = await tools.searchDogs(NO_FILTERS, { limit: 3 });
    expect(result.dogs.map((d) => d.name)).toEqual(
      [patient, middling, wary]
        .map((d) => ({ name: d.name, score: scoreDog(adopter.profile, d).score }))
        .sort((a, b) => b.score - a.score)
        .map((d) => d.name),
    );
    const last = result.dogs[2]!;
    expect(last.name).toBe('Wary');
    expect(last.score).toBeLessThanOrEqual(39);
    expect(last.hardLimits).toEqual(['Not good with kids under 6']);
    expect(last.reasons[0]).toBe('Not good with young kids - you have kids under 6');
    expect(result.dogs[0]!.score).toBeGreaterThanOrEqual(40);
  });

  it('leaves out the dogs already shown, and returns at most the limit while counting them all', async () => {
    const { tools, dog } = await place(3);
    const shown = await dog(3, { name: 'Shown' });
    for (const name of ['A', 'B', 'C', 'D']) await dog(3, { name });
    const result = await tools.searchDogs(NO_FILTERS, { limit: 2, excludeIds: [shown.id, 'not-a-uuid'] });
    expect(result.dogs).toHaveLength(2);
    expect(result.total).toBe(4);
    expect(result.dogs.map((d) => d.name)).not.toContain('Shown');
    expect((await tools.searchDogs(NO_FILTERS, { limit: 0 })).dogs).toEqual([]);
  });

  it('describes each dog with its facts, distance, public lister name and real score', async () => {
    const { tools, dog, adopter, origin } = await place(4);
    const owner = await createLister(database.db, {
      type: 'owner',
      name: 'Jordan Mitchell',
      latitude: origin.latitude + 2.5 / MILES_PER_DEGREE,
      longitude: origin.longitude,
    });
    const row = await dog(4, {
      name: 'Biscuit',
      breed: 'Beagle',
      size: 'small',
      weight: 22,
      specialNeeds: 'Needs a daily pill.',
    });
    await createDog(database.db, {
      listerId: owner.id,
      name: 'Olive',
      breed: 'Greyhound',
      ageCategory: 'adult',
      age: 4,
      status: 'available',
    });
    const { dogs } = await tools.searchDogs(filters({ breeds: ['Beagle'] }), { limit: 1 });
    const match = scoreDog(adopter.profile, row);
    expect(dogs[0]).toEqual({
      id: row.id,
      name: 'Biscuit',
      breed: 'Beagle',
      age: 3,
      ageCategory: 'adult',
      size: 'small',
      weight: 22,
      energyLevel: 'moderate',
      temperament: ['friendly'],
      goodWithKids: true,
      goodWithDogs: true,
      goodWithCats: true,
      specialNeeds: 'Needs a daily pill.',
      shelterName: 'Shelter at 4 miles',
      distanceMiles: 4,
      score: match.score,
      reasons: match.reasons,
      hardLimits: [],
    });
    const olive = (await tools.searchDogs(filters({ breeds: ['Greyhound'] }), { limit: 1 })).dogs[0]!;
    expect(olive.shelterName).toBe('Jordan (Owner)');
    expect(olive.distanceMiles).toBe(2.5);
  });
});

describe('findDog', () => {
  it('finds an available dog by id or by name (any case, the nearest of that name)', async () => {
    const { tools, dog, adopter } = await place(1, 6, 200);
    const near = await dog(1, { name: 'Bella' });
    await dog(6, { name: 'bella' });
    await dog(200, { name: 'Faraway' });
    const adopted = await dog(1, { name: 'Gone', status: 'adopted' });

    expect((await tools.findDog('BELLA'))?.id).toBe(near.id);
    expect((await tools.findDog(' bella '))?.distanceMiles).toBe(1);
    expect(await tools.findDog(near.id)).toMatchObject({
      id: near.id,
      name: 'Bella',
      score: scoreDog(adopter.profile, near).score,
    });
    // Beyond the search radius, but asked for by name: still found.
    expect((await tools.findDog('Faraway'))?.distanceMiles).toBe(200);
    expect(await tools.findDog('Gone')).toBeNull();
    expect(await tools.findDog(adopted.id)).toBeNull();
    expect(await tools.findDog('Zorro')).toBeNull();
    expect(await tools.findDog('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await tools.findDog('')).toBeNull();
  });
});

describe('vocabulary', () => {
  it('lists the breeds and names of available dogs, and sees a new dog at once', async () => {
    const { tools, dog } = await place(5);
    await dog(5, { name: 'Scout', breed: 'Australian Cattle Dog' });
    await dog(5, { name: 'Hidden', breed: 'Secret Breed', status: 'adopted' });
    const before = await tools.vocabulary();
    expect(before.breeds).toContain('Australian Cattle Dog');
    expect(before.dogNames).toContain('Scout');
    expect(before.breeds).not.toContain('Secret Breed');
    expect(before.dogNames).not.toContain('Hidden');
    expect(await tools.vocabulary()).toBe(before);

    await dog(5, { name: 'Newcomer', breed: 'Basenji' });
    const after = await tools.vocabulary();
    expect(after.dogNames).toContain('Newcomer');
    expect(after.breeds).toContain('Basenji');
  });
});
