// Valid request bodies for the end-to-end specs, typed from the contracts in @scout/domain:
// defaults that pass validation, plus the fields a spec cares about.
import type { DogInput, OwnerOnboardInput, ShelterOnboardInput, SurveyAnswers } from '@scout/domain';

/**
 * The survey answered by a moderately active adult household in an Austin house with a
 * large yard and no other pets, open to young and adult dogs of medium energy within 25
 * miles. Also what a guest keeps in browser storage.
 */
export function surveyAnswers(overrides: Partial<SurveyAnswers> = {}): SurveyAnswers {
  return {
    livingSituation: 'house_large_yard',
    otherPets: 'none',
    activityLevel: 'moderate',
    workSchedule: 'hybrid',
    exerciseCommitment: 'few_times_week',
    experienceLevel: 'some_experience',
    householdComposition: 'adults',
    preferredSize: [],
    preferredAge: ['young', 'adult'],
    preferredEnergy: ['medium'],
    searchRadius: 25,
    latitude: 30.2672,
    longitude: -97.7431,
    ...overrides,
  };
}

/** The Add a Dog form filled in: a gentle, medium, adult lab mix, good with everyone. */
export function dogInput(overrides: Partial<DogInput> & { name: string }): DogInput {
  return {
    breed: 'Labrador Mix',
    age: 3,
    ageCategory: 'adult',
    size: 'medium',
    weight: 52,
    energyLevel: 'moderate',
    temperament: ['friendly', 'calm'],
    goodWithKids: true,
    goodWithDogs: true,
    goodWithCats: true,
    bio: `${overrides.name} is a gentle, easygoing lab who loves a slow walk and a long nap.`,
    vaccinated: true,
    spayedNeutered: true,
    ...overrides,
  };
}

export function shelterOnboarding(overrides: Partial<ShelterOnboardInput> = {}): ShelterOnboardInput {
  return {
    shelterName: 'E2E shelter',
    location: 'Austin, TX',
    email: 'hello@rescue.test',
    phone: '512-555-0100',
    ...overrides,
  };
}

export function ownerOnboarding(overrides: Partial<OwnerOnboardInput> = {}): OwnerOnboardInput {
  return {
    fullName: 'E2E owner',
    location: 'Austin, TX',
    email: 'hello@owner.test',
    phone: '512-555-0124',
    ...overrides,
  };
}
