// The hard limits of product §13 and decisions §7 (other pets). A dog that breaks any
// scores 0-39 and ranks below every dog that breaks none; each broken limit is named in
// `hardLimits` and leads the reasons. An unknown (null) answer about the dog never breaks one.
import type { MatchDog, MatchProfile } from './types.ts';

/** Which limit, for code that words them its own way (the assistant) and must cover every one. */
export type HardLimitKey = 'kidsUnder6' | 'cats' | 'dogs' | 'veryHighEnergyApartment' | 'specialNeedsFirstTime';

export interface HardLimit {
  key: HardLimitKey;
  /** Short plain-word name (MatchResult.hardLimits). */
  name: string;
  /** The sentence shown among the reasons. */
  reason: string;
  /** The adopter's half: their answers make this limit apply to them. */
  appliesTo(profile: MatchProfile): boolean;
  /** The dog's half: it is what the limit rules out (false when the answer is unknown). */
  ruledOut(dog: MatchDog): boolean;
  /** Both halves: this dog breaks this limit for this adopter. */
  breaks(profile: MatchProfile, dog: MatchDog): boolean;
}

const HAS_TEXT = /\S/;

function limit(definition: Omit<HardLimit, 'breaks'>): HardLimit {
  return { ...definition, breaks: (p, d) => definition.appliesTo(p) && definition.ruledOut(d) };
}

/** In the order their reasons lead: kids, cats, dogs (as the soft factors), then the rest. */
export const HARD_LIMITS: readonly HardLimit[] = [
  limit({
    key: 'kidsUnder6',
    name: 'Not good with kids under 6',
    reason: 'Not good with young kids - you have kids under 6',
    appliesTo: (p) => p.householdComposition === 'kids_0_5',
    ruledOut: (d) => d.goodWithKids === false,
  }),
  limit({
    key: 'cats',
    name: 'Not good with cats',
    reason: 'Not good with cats - you have a cat',
    appliesTo: (p) => p.otherPets === 'cats' || p.otherPets === 'both',
    ruledOut: (d) => d.goodWithCats === false,
  }),
  limit({
    key: 'dogs',
    name: 'Not good with other dogs',
    reason: 'Not good with other dogs - you have a dog',
    appliesTo: (p) => p.otherPets === 'dogs' || p.otherPets === 'both',
    ruledOut: (d) => d.goodWithDogs === false,
  }),
  limit({
    key: 'veryHighEnergyApartment',
    name: 'Very high energy for an apartment and a relaxed lifestyle',
    reason: 'Very high energy - too much for an apartment with a relaxed routine',
    appliesTo: (p) => p.livingSituation === 'apartment' && p.activityLevel === 'low',
    ruledOut: (d) => d.energyLevel === 'very_high',
  }),
  limit({
    key: 'specialNeedsFirstTime',
    name: 'Special needs care for a first-time adopter',
    reason: 'Has special needs - best with an experienced adopter, and this would be your first dog',
    appliesTo: (p) => p.experienceLevel === 'first_time',
    ruledOut: (d) => d.specialNeeds !== null && HAS_TEXT.test(d.specialNeeds),
  }),
];
