// Builders and deterministic sweeps for the matching tests (not part of the public API).
import {
  ACTIVITY_LEVELS,
  AGE_CATEGORIES,
  DOG_SIZES,
  ENERGY_LEVELS,
  EXERCISE_COMMITMENTS,
  EXPERIENCE_LEVELS,
  HOUSEHOLD_COMPOSITIONS,
  LIVING_SITUATIONS,
  OTHER_PETS,
  PREFERRED_ENERGIES,
  TEMPERAMENT_TRAITS,
  WORK_SCHEDULES,
} from '../constants.ts';
import type { MatchDog, MatchProfile } from './types.ts';

/**
 * The hard limits of product §13 and decisions §7, written out independently of the engine:
 * the keys of those this dog breaks for this adopter. An unknown (null) answer breaks none.
 */
export function brokenLimits(p: MatchProfile, d: MatchDog): string[] {
  const broken: string[] = [];
  if (p.householdComposition === 'kids_0_5' && d.goodWithKids === false) broken.push('kidsUnder6');
  if ((p.otherPets === 'cats' || p.otherPets === 'both') && d.goodWithCats === false) broken.push('cats');
  if ((p.otherPets === 'dogs' || p.otherPets === 'both') && d.goodWithDogs === false) broken.push('dogs');
  if (d.energyLevel === 'very_high' && p.livingSituation === 'apartment' && p.activityLevel === 'low')
    broken.push('veryHighEnergyApartment');
  if (p.experienceLevel === 'first_time' && d.specialNeeds !== null && d.specialNeeds.trim() !== '')
    broken.push('specialNeedsFirstTime');
  return broken;
}

export function profile(overrides: Partial<MatchProfile> = {}): MatchProfile {
  return {
    livingSituation: 'house_small_yard',
    otherPets: 'none',
    activityLevel: 'moderate',
    workSchedule: 'hybrid',
    exerciseCommitment: 'few_times_week',
    experienceLevel: 'some_experience',
    householdComposition: 'adults',
    preferredSize: [],
    preferredAge: ['young', 'adult'],
    preferredEnergy: ['medium'],
    ...overrides,
  };
}

export function dog(overrides: Partial<MatchDog> = {}): MatchDog {
  return {
    name: 'Bella',
    size: 'medium',
    ageCategory: 'adult',
    energyLevel: 'moderate',
    temperament: ['friendly', 'loyal'],
    goodWithKids: true,
    goodWithDogs: true,
    goodWithCats: true,
    specialNeeds: null,
    ...overrides,
  };
}

/** A small seeded generator (mulberry32): the same sweep every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function subset<T>(items: readonly T[], random: () => number, allowEmpty: boolean): T[] {
  for (;;) {
    const chosen = items.filter(() => random() < 0.5);
    if (allowEmpty || chosen.length > 0) return chosen;
  }
}

/** Every combination of the seven lifestyle answers, with preferences drawn from `seed`. */
export function allProfiles(seed = 1): MatchProfile[] {
  const random = seeded(seed);
  const profiles: MatchProfile[] = [];
  for (const livingSituation of LIVING_SITUATIONS)
    for (const otherPets of OTHER_PETS)
      for (const activityLevel of ACTIVITY_LEVELS)
        for (const workSchedule of WORK_SCHEDULES)
          for (const exerciseCommitment of EXERCISE_COMMITMENTS)
            for (const experienceLevel of EXPERIENCE_LEVELS)
              for (const householdComposition of HOUSEHOLD_COMPOSITIONS)
                profiles.push({
                  livingSituation,
                  otherPets,
                  activityLevel,
                  workSchedule,
                  exerciseCommitment,
                  experienceLevel,
                  householdComposition,
                  preferredSize: subset(DOG_SIZES, random, true),
                  preferredAge: subset(AGE_CATEGORIES, random, false),
                  preferredEnergy: subset(PREFERRED_ENERGIES, random, false),
                });
  return profiles;
}

/** Every combination of the dog's enumerated attributes, with temperaments drawn from `seed`. */
export function allDogs(seed = 2): MatchDog[] {
  const random = seeded(seed);
  const dogs: MatchDog[] = [];
  for (const size of DOG_SIZES)
    for (const ageCategory of AGE_CATEGORIES)
      for (const energyLevel of ENERGY_LEVELS)
        for (const goodWithKids of [true, false])
          for (const goodWithDogs of [true, false])
            for (const goodWithCats of [true, false])
              for (const specialNeeds of [null, 'Needs daily medication'])
                dogs.push({
                  name: 'Rex',
                  size,
                  ageCategory,
                  energyLevel,
                  temperament: subset(TEMPERAMENT_TRAITS, random, false).slice(0, 3),
                  goodWithKids,
                  goodWithDogs,
                  goodWithCats,
                  specialNeeds,
                });
  return dogs;
}

/** Every `step`-th item starting at `offset`: a deterministic sample. */
export function sample<T>(items: readonly T[], step: number, offset = 0): T[] {
  return items.filter((_, i) => i % step === offset % step);
}
