// An in-memory world for the model-backed assistant engine's tests: six dogs as the tools
// would return them, an adopter (Jamie), and AssistantTools over the list that record how
// the engine called them. Not our database: the real tools have their own tests.
import type { DogSearchFilters } from '@scout/domain/assistant/types';
import type { AssistantAdopter, AssistantDog, AssistantTools } from '../modules/assistant/engine.ts';

/** A dog as the tools answer it: a friendly medium adult 5 miles away scoring 70, unless told otherwise. */
export function assistantDog(overrides: Partial<AssistantDog> & Pick<AssistantDog, 'id' | 'name'>): AssistantDog {
  return {
    breed: 'Mixed Breed',
    age: 3,
    ageCategory: 'adult',
    size: 'medium',
    weight: 40,
    energyLevel: 'moderate',
    temperament: ['friendly'],
    goodWithKids: true,
    goodWithDogs: true,
    goodWithCats: false,
    specialNeeds: null,
    shelterName: 'Austin Paws',
    distanceMiles: 5,
    score: 70,
    reasons: ['Friendly with everyone'],
    hardLimits: [],
    ...overrides,
  };
}

export const BELLA = assistantDog({
  id: '0b7c1f0e-0000-4000-8000-000000000001',
  name: 'Bella',
  breed: 'Beagle',
  size: 'small',
  weight: 22,
  energyLevel: 'low',
  temperament: ['calm', 'gentle'],
  goodWithCats: true,
  specialNeeds: 'Needs a daily pill for her thyroid',
  distanceMiles: 3.2,
  score: 92,
  reasons: [
    'Good with cats',
    'Low energy suits your relaxed pace',
    'Small, ideal for an apartment',
    'Gentle with visitors',
  ],
});
export const PIP = assistantDog({
  id: '0b7c1f0e-0000-4000-8000-000000000002',
  name: 'Pip',
  breed: 'Chihuahua',
  age: 2,
  ageCategory: 'young',
  size: 'small',
  weight: 6,
  goodWithCats: true,
  shelterName: 'Sam (Owner)',
  distanceMiles: 8.4,
  score: 85,
  reasons: ['Good with cats', 'Small, ideal for an apartment'],
});
export const MAX = assistantDog({
  id: '0b7c1f0e-0000-4000-8000-000000000003',
  name: 'Max',
  breed: 'Labrador Retriever',
  age: 1,
  ageCategory: 'young',
  size: 'large',
  weight: 70,
  energyLevel: 'very_high',
  score: 31,
  reasons: ['Very high energy for your relaxed pace'],
  hardLimits: ['Not good with cats'],
});
export const ROSIE_MAE = assistantDog({
  id: '0b7c1f0e-0000-4000-8000-000000000004',
  name: 'Rosie Mae',
  ageCategory: 'senior',
  age: 9,
  energyLevel: 'low',
  goodWithCats: true,
  score: 78,
});
export const ROSIE = assistantDog({
  id: '0b7c1f0e-0000-4000-8000-000000000005',
  name: 'Rosie',
  size: 'large',
  weight: 65,
  score: 55,
});
export const REX = assistantDog({
  id: '0b7c1f0e-0000-4000-8000-000000000006',
  name: 'Rex',
  breed: 'German Shepherd',
  size: 'large',
  weight: 80,
  score: 60,
});
export const DOGS = [BELLA, PIP, MAX, ROSIE_MAE, ROSIE, REX];

/** AssistantTools over a fixed list, recording how the engine called it. */
export function inMemoryTools(dogs: readonly AssistantDog[] = DOGS) {
  const calls = {
    search: [] as { filters: DogSearchFilters; limit: number; excludeIds: readonly string[] }[],
    find: [] as string[],
  };
  const tools: AssistantTools = {
    async searchDogs(filters, { limit, excludeIds = [] }) {
      calls.search.push({ filters, limit, excludeIds });
      const any = <T>(wanted: readonly T[], value: T) => wanted.length === 0 || wanted.includes(value);
      const matching = dogs
        .filter(
          (d) =>
            any(filters.sizes, d.size) &&
            any(filters.ageCategories, d.ageCategory) &&
            any(filters.energyLevels, d.energyLevel) &&
            (filters.temperament.length === 0 || filters.temperament.some((t) => d.temperament.includes(t))) &&
            (!filters.goodWithKids || d.goodWithKids) &&
            (!filters.goodWithDogs || d.goodWithDogs) &&
            (!filters.goodWithCats || d.goodWithCats) &&
            (filters.breeds.length === 0 ||
              filters.breeds.some((b) => d.breed.toLowerCase().includes(b.toLowerCase()))) &&
            d.distanceMiles <= (filters.maxMiles ?? ADOPTER.searchRadius) &&
            !excludeIds.includes(d.id),
        )
        .toSorted((a, b) => b.score - a.score);
      return { dogs: matching.slice(0, limit), total: matching.length };
    },
    async findDog(nameOrId) {
      calls.find.push(nameOrId);
      return dogs.find((d) => d.id === nameOrId || d.name.toLowerCase() === nameOrId.toLowerCase()) ?? null;
    },
    async vocabulary() {
      return { breeds: [...new Set(dogs.map((d) => d.breed))], dogNames: dogs.map((d) => d.name) };
    },
  };
  return { tools, calls };
}

/** Jamie: a first-time adopter in an Austin apartment with cats, after small, calm dogs. */
export const ADOPTER: AssistantAdopter = {
  firstName: 'Jamie',
  profile: {
    livingSituation: 'apartment',
    otherPets: 'cats',
    activityLevel: 'low',
    workSchedule: 'hybrid',
    exerciseCommitment: 'few_times_week',
    experienceLevel: 'first_time',
    householdComposition: 'adults',
    preferredSize: ['small', 'medium'],
    preferredAge: ['young', 'adult'],
    preferredEnergy: ['low'],
  },
  latitude: 30.2672,
  longitude: -97.7431,
  searchRadius: 25,
};
