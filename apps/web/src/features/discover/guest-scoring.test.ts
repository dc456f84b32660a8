import { describe, expect, it } from 'vitest';
import type { Dog, SurveyAnswers } from '@scout/domain';
import { rankDogs, scoreDog } from '@scout/domain/matching';
import { scoreDogsForGuest } from './guest-scoring';

const profile: SurveyAnswers = {
  livingSituation: 'apartment',
  otherPets: 'cats',
  activityLevel: 'low',
  workSchedule: 'office_full_time',
  exerciseCommitment: 'minimal',
  experienceLevel: 'first_time',
  householdComposition: 'kids_0_5',
  preferredSize: ['small'],
  preferredAge: ['adult', 'senior'],
  preferredEnergy: ['low'],
  searchRadius: 25,
  latitude: 30.2672,
  longitude: -97.7431,
};

function dog(over: Partial<Dog> & { id: string; name: string }): Dog {
  return {
    breed: 'Mixed',
    age: 4,
    ageCategory: 'adult',
    size: 'small',
    weight: 18,
    energyLevel: 'low',
    temperament: ['calm', 'gentle'],
    goodWithKids: true,
    goodWithDogs: true,
    goodWithCats: true,
    bio: 'A calm little dog who loves naps.',
    specialNeeds: null,
    dayInLifeVideo: null,
    vaccinated: true,
    spayedNeutered: true,
    photos: [],
    status: 'available',
    listerType: 'shelter',
    listerId: 'l1',
    shelterName: 'Austin Shelter',
    shelterAddress: 'Austin, TX',
    shelterPhone: null,
    shelterEmail: null,
    latitude: 30.27,
    longitude: -97.74,
    createdAt: '2025-01-01T00:00:00.000Z',
    compatibilityScore: null,
    compatibilityReasons: [],
    distance: null,
    ...over,
  };
}

const dogs = [
  // Newest first, as GET /api/dogs answers: the worst fit comes first here.
  dog({ id: 'a', name: 'Blaze', size: 'large', weight: 80, energyLevel: 'very_high', goodWithKids: false, goodWithCats: false, ageCategory: 'puppy', temperament: ['energetic', 'independent'] }),
  dog({ id: 'b', name: 'Nala', latitude: 30.6, longitude: -97.9 }),
  dog({ id: 'c', name: 'Pip' }),
  dog({ id: 'd', name: 'Rex', size: 'medium', weight: 40, energyLevel: 'moderate' }),
];

describe('scoreDogsForGuest', () => {
  it('keeps the server order and null scores without a profile', () => {
    const result = scoreDogsForGuest(null, dogs);
    expect(result.map((d) => d.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(result.every((d) => d.compatibilityScore === null)).toBe(true);
  });

  it("ranks with the engine's order and scores, and measures distance from the profile", () => {
    const result = scoreDogsForGuest(profile, dogs);
    const expected = rankDogs(profile, dogs.map((d) => ({ ...d, distance: result.find((r) => r.id === d.id)?.distance })));
    expect(result.map((d) => d.id)).toEqual(expected.map((d) => d.id));
    for (const d of result) {
      const match = scoreDog(profile, d);
      expect(d.compatibilityScore).toBe(match.score);
      expect(d.compatibilityReasons).toEqual(match.reasons);
    }
    // The dog that breaks the household's hard limits comes last.
    expect(result.at(-1)?.id).toBe('a');
    // Nala is farther away than Pip; same attributes, so Pip ranks first.
    expect(result.findIndex((d) => d.id === 'c')).toBeLessThan(result.findIndex((d) => d.id === 'b'));
    expect(result.find((d) => d.id === 'c')?.distance).toBeLessThan(1);
  });

  it('gives the same answer every time (no randomness)', () => {
    expect(scoreDogsForGuest(profile, dogs)).toEqual(scoreDogsForGuest(profile, dogs));
  });
});
