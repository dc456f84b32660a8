// The three hard limits of product §13. A dog that breaks any scores 0-39 and ranks below
// every dog that breaks none; each broken limit is named in `hardLimits` and leads the reasons.
import type { MatchDog, MatchProfile } from './types.ts';

export interface HardLimit {
  /** Short plain-word name (MatchResult.hardLimits). */
  name: string;
  /** The sentence shown among the reasons. */
  reason: string;
  breaks(profile: MatchProfile, dog: MatchDog): boolean;
}

const HAS_TEXT = /\S/;

export const HARD_LIMITS: readonly HardLimit[] = [
  {
    name: 'Not good with kids under 6',
    reason: 'Not good with young kids - you have kids under 6',
    breaks: (p, d) => p.householdComposition === 'kids_0_5' && !d.goodWithKids,
  },
  {
    name: 'Very high energy for an apartment and a relaxed lifestyle',
    reason: 'Very high energy - too much for an apartment with a relaxed routine',
    breaks: (p, d) => d.energyLevel === 'very_high' && p.livingSituation === 'apartment' && p.activityLevel === 'low',
  },
  {
    name: 'Special needs care for a first-time adopter',
    reason: 'Has special needs - best with an experienced adopter, and this would be your first dog',
    breaks: (p, d) => p.experienceLevel === 'first_time' && d.specialNeeds !== null && HAS_TEXT.test(d.specialNeeds),
  },
];
