// The shapes the compatibility engine reads and returns. Deliberately narrow: the server
// passes database rows, the browser passes API dogs, and both fit these.
import type { AgeCategory, DogSize, EnergyLevel, TemperamentTrait } from '../constants.ts';
import type { SurveyAnswers } from '../contracts/profile.ts';

/** The survey answers that matter for matching (a guest's local profile or the server's). */
export type MatchProfile = Pick<
  SurveyAnswers,
  | 'livingSituation'
  | 'otherPets'
  | 'activityLevel'
  | 'workSchedule'
  | 'exerciseCommitment'
  | 'experienceLevel'
  | 'householdComposition'
  | 'preferredSize'
  | 'preferredAge'
  | 'preferredEnergy'
>;

/**
 * The dog attributes that matter for matching. The good-with answers are never null in
 * Scout's data today (NOT NULL columns, boolean contracts); the engine still reads null as
 * "unknown": it breaks no hard limit, and the factor is left out for that dog.
 */
export interface MatchDog {
  name: string;
  size: DogSize;
  ageCategory: AgeCategory;
  energyLevel: EnergyLevel;
  temperament: readonly TemperamentTrait[];
  goodWithKids: boolean | null;
  goodWithDogs: boolean | null;
  goodWithCats: boolean | null;
  specialNeeds: string | null;
}

export interface MatchResult {
  /** Integer 0-100: 40-100 within the hard limits, 0-39 when any is broken. */
  score: number;
  /** Plain words, most important first, without the dog's name (the UI adds it). */
  reasons: string[];
  /** Plain-word names of the hard limits this dog breaks; [] when compliant. */
  hardLimits: string[];
}
