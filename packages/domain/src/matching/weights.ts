// Every number of the compatibility engine, in one place. The engine (factors.ts) reads
// them from here and nowhere else, so a SQL pre-ranking can mirror the same table.
//
// How they combine: each soft factor gives a fit in -1..+1 for this adopter and dog
// (+1 = a clear plus, 0 = neutral, -1 = a clear minus). The weighted sum of fits is
// placed between its worst and best possible value for this adopter, and that fraction is
// mapped onto a score band: 40-100 when the dog is within the hard limits, 0-39 when it
// breaks one (see SCORE_BANDS). A weight of 0 for a profile means the factor does not apply
// to that adopter (e.g. no other pets) and so neither helps nor hurts.
import type { ActivityLevel, EnergyLevel, ExerciseCommitment, LivingSituation, DogSize } from '../constants.ts';

export const MATCH_WEIGHTS = {
  /** Kids under 6: a dog not good with kids is also a hard limit; being good with them is the most important plus. */
  kidsUnder6: 18,
  /** Kids 6-12: still important, but older kids can be taught how to behave around a dog. */
  kidsSchoolAge: 10,
  /** Teenagers: matters least among kids; teens handle a wary dog reasonably well. */
  kidsTeen: 6,
  /** A resident cat: a dog that chases cats makes a home unlivable for one of them (not good with cats is also a hard limit). */
  cats: 14,
  /** A resident dog: dog-dog friction is usually more manageable than dog-cat (not good with dogs is also a hard limit). */
  dogs: 12,
  /** The energy the adopter asked for: their own explicit choice and the biggest day-to-day difference. */
  preferredEnergy: 12,
  /** The sizes the adopter asked for (no choice = no preference, weight 0). */
  preferredSize: 10,
  /** The ages the adopter asked for. */
  preferredAge: 10,
  /** Activity level vs the dog's energy: how well the daily rhythms line up. */
  activity: 10,
  /** Exercise the adopter can give vs what the dog's energy needs. */
  exercise: 8,
  /** Time away from home vs puppies and high-energy dogs (who struggle alone) or independent dogs (who cope). */
  workSchedule: 8,
  /** First-time adopters vs protective, independent or very high-energy dogs. */
  experienceFirstTime: 10,
  /** Some experience: the same concerns, much softer. Very experienced adopters are open to anything (0). */
  experienceSome: 4,
  experienceVery: 0,
  /** Temperament fit: calm/gentle for relaxed homes and kids, playful/energetic for active adopters. */
  temperament: 8,
  /** Home size vs dog size: large dogs are cramped in apartments. */
  homeSpace: 6,
  /** Outdoor space vs energy: a yard helps a high-energy dog; an apartment suits a low-energy one. */
  outdoorSpace: 6,
} as const;
export type MatchWeightKey = keyof typeof MATCH_WEIGHTS;

/**
 * Where scores land. Each further broken hard limit lowers the ceiling of the low band by
 * `perExtraHardLimit`, down to `lowestMax` (0-39, 0-29, then 0-19 for three or more): a band
 * that narrow still leaves room for a chosen size, age or energy to raise the score.
 */
export const SCORE_BANDS = {
  compliant: { min: 40, max: 100 },
  hardLimit: { min: 0, max: 39, perExtraHardLimit: 10, lowestMax: 19 },
} as const;

/** Fit of a dog's energy for an adopter's activity level. */
export const ACTIVITY_ENERGY_FIT: Record<ActivityLevel, Record<EnergyLevel, number>> = {
  low: { low: 1, moderate: 0.5, high: -0.5, very_high: -1 },
  moderate: { low: 0.25, moderate: 1, high: 0.5, very_high: -0.5 },
  high: { low: -0.5, moderate: 0.25, high: 1, very_high: 1 },
};

/** Fit of a dog's energy for the exercise an adopter commits to. */
export const EXERCISE_ENERGY_FIT: Record<ExerciseCommitment, Record<EnergyLevel, number>> = {
  minimal: { low: 1, moderate: 0.25, high: -0.75, very_high: -1 },
  few_times_week: { low: 0.5, moderate: 1, high: 0, very_high: -0.5 },
  daily_vigorous: { low: -0.25, moderate: 0.5, high: 1, very_high: 1 },
};

/** Fit of a dog's size for the home. */
export const HOME_SIZE_FIT: Record<LivingSituation, Record<DogSize, number>> = {
  apartment: { small: 1, medium: 0.25, large: -1 },
  house_no_yard: { small: 0.5, medium: 0.5, large: -0.25 },
  house_small_yard: { small: 0.5, medium: 1, large: 0.5 },
  house_large_yard: { small: 0.5, medium: 1, large: 1 },
};

/** Fit of a dog's energy for the home's outdoor space. */
export const OUTDOOR_ENERGY_FIT: Record<LivingSituation, Record<EnergyLevel, number>> = {
  apartment: { low: 1, moderate: 0.5, high: -0.5, very_high: -1 },
  house_no_yard: { low: 0.5, moderate: 0.5, high: -0.25, very_high: -0.5 },
  house_small_yard: { low: 0.5, moderate: 1, high: 0.5, very_high: 0 },
  house_large_yard: { low: 0.25, moderate: 0.75, high: 1, very_high: 1 },
};

/** Preferred energy: the dog's energy chosen (+1), one step off (-0.5), two steps off (-1). */
export const PREFERRED_ENERGY_FIT = { match: 1, oneStepOff: -0.5, twoStepsOff: -1 } as const;

/**
 * Work schedule: terms added for the dog's traits, then clamped to -1..+1.
 * Office full time (8+ hours away) is hard on puppies and high-energy dogs, fine for independent ones.
 */
export const WORK_SCHEDULE_FIT = {
  home_all_day: { puppy: 1, high: 0.5, very_high: 0.5, low: 0, independent: 0 },
  hybrid: { puppy: -0.25, high: 0, very_high: -0.25, low: 0, independent: 0.25 },
  office_full_time: { puppy: -1, high: -0.5, very_high: -0.75, low: 0.25, independent: 0.5 },
} as const;

/** First-time and some-experience adopters: terms added for the dog's traits, then clamped to -1..+1. */
export const EXPERIENCE_FIT = {
  protective: -0.75,
  independent: -0.25,
  very_high: -0.75,
  /** Any of friendly, gentle, calm (counted once). */
  easyGoing: 0.5,
} as const;

/** Temperament: each of the dog's traits adds its term for the adopter, then clamped to -1..+1. */
export const TEMPERAMENT_FIT = {
  /** Relaxed (low-activity) adopters. */
  lowActivity: { calm: 0.5, gentle: 0.5, energetic: -0.5 },
  moderateActivity: { friendly: 0.5, playful: 0.25, loyal: 0.25 },
  highActivity: { playful: 0.5, energetic: 0.5 },
  /** Any kids in the home. */
  kids: { gentle: 0.5, friendly: 0.5, calm: 0.25 },
  /** Kids under 6 in the home. */
  kidsUnder6: { protective: -0.5 },
} as const;

/**
 * Reasons: a factor whose |weight x fit| is below REASON_MIN_CONTRIBUTION is only listed
 * when fewer than REASONS_MIN reasons would be shown otherwise; never more than REASONS_MAX.
 */
export const REASON_MIN_CONTRIBUTION = 2;
export const REASONS_MIN = 3;
export const REASONS_MAX = 6;
