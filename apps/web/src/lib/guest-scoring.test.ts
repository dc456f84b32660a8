import { afterEach, describe, expect, it } from 'vitest';
import type { Dog, SurveyAnswers } from '@scout/domain';
import { rankDogs, scoreDog } from '@scout/domain/matching';
import { guestScoreKey, readGuestTaste, scoreDogsForGuest, scoreForGuest } from './guest-scoring';
import { addGuestSwipe, clearGuestSwipes } from './guest-storage';

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
  dog({
    id: 'a',
    name: 'Blaze',
    size: 'large',
    weight: 80,
    energyLevel: 'very_high',
    goodWithKids: false,
    goodWithCats: false,
    ageCategory: 'puppy',
    temperament: ['energetic', 'independent'],
  }),
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
    const expected = rankDogs(
      profile,
      dogs.map((d) => ({ ...d, distance: result.find((r) => r.id === d.id)?.distance })),
    );
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

describe("a guest's learned taste", () => {
  afterEach(() => clearGuestSwipes());
  const calm = (i: number) => dog({ id: `calm-${i}`, name: `Calm ${i}`, temperament: ['calm', 'loyal'] });
  const playful = (i: number) => dog({ id: `playful-${i}`, name: `Playful ${i}`, temperament: ['playful', 'loyal'] });
  // The same dog but for temperament, and not this guest's perfect dog: the survey (a relaxed home) prefers calm.
  const unseen = [
    dog({
      id: 'u-calm',
      name: 'Unseen Calm',
      size: 'medium',
      weight: 40,
      energyLevel: 'moderate',
      temperament: ['calm'],
    }),
    dog({
      id: 'u-playful',
      name: 'Unseen Playful',
      size: 'medium',
      weight: 40,
      energyLevel: 'moderate',
      temperament: ['playful'],
    }),
  ];

  it('swipes kept in this browser reorder the deck and change the scores, as the server would after sign-up', () => {
    const surveyOnly = scoreDogsForGuest(profile, unseen, readGuestTaste(profile));
    expect(surveyOnly.map((d) => d.id)).toEqual(['u-calm', 'u-playful']);
    expect(guestScoreKey(profile)).toBe('guest-scored-0');
    // This guest likes playful dogs and passes calm ones, whatever the survey suggested.
    for (let i = 0; i < 8; i++) {
      addGuestSwipe(`calm-${i}`, 'left', calm(i));
      addGuestSwipe(`playful-${i}`, 'right', playful(i));
    }
    const taste = readGuestTaste(profile);
    expect(taste.likes).toBe(8);
    const learned = scoreDogsForGuest(profile, unseen, taste);
    expect(learned.map((d) => d.id)).toEqual(['u-playful', 'u-calm']);
    const playfulScore = (list: Dog[]) => list.find((d) => d.id === 'u-playful')!.compatibilityScore!;
    expect(playfulScore(learned)).toBeGreaterThan(playfulScore(surveyOnly));
    expect(scoreForGuest(profile, unseen[1]!, taste).compatibilityReasons).toContain('You tend to like playful dogs');
    expect(guestScoreKey(profile)).toBe('guest-scored-16');
  });

  it('swipes stored before they kept the dog teach nothing, and no profile means no taste', () => {
    for (let i = 0; i < 8; i++) addGuestSwipe(`calm-${i}`, 'right');
    expect(readGuestTaste(profile).weight).toBe(0);
    addGuestSwipe('calm-x', 'right', calm(99));
    expect(readGuestTaste(null).weight).toBe(0);
  });
});
