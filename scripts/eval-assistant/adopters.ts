// The adopters the eval asks for: three households with their surveys, where they live and
// how far they search.
import type { AssistantAdopter } from '../../apps/api/src/modules/assistant/engine.ts';

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const ROUND_ROCK = { latitude: 30.5083, longitude: -97.6789 };

export const ADOPTERS = {
  /** A house in Austin with a small yard, two young kids and a cat. */
  family: {
    firstName: 'Dana',
    ...AUSTIN,
    searchRadius: 25,
    profile: {
      livingSituation: 'house_small_yard',
      otherPets: 'cats',
      activityLevel: 'moderate',
      workSchedule: 'hybrid',
      exerciseCommitment: 'few_times_week',
      experienceLevel: 'some_experience',
      householdComposition: 'kids_0_5',
      preferredSize: [],
      preferredAge: ['young', 'adult'],
      preferredEnergy: ['medium'],
    },
  },
  /** A first-time adopter alone in a downtown apartment, a relaxed routine, a 10-mile radius. */
  apartment: {
    firstName: 'Sam',
    ...AUSTIN,
    searchRadius: 10,
    profile: {
      livingSituation: 'apartment',
      otherPets: 'none',
      activityLevel: 'low',
      workSchedule: 'office_full_time',
      exerciseCommitment: 'minimal',
      experienceLevel: 'first_time',
      householdComposition: 'alone',
      preferredSize: ['small'],
      preferredAge: [],
      preferredEnergy: ['low'],
    },
  },
  /** A runner in Round Rock with a big yard and a dog already, looking far. */
  runner: {
    firstName: 'Riley',
    ...ROUND_ROCK,
    searchRadius: 50,
    profile: {
      livingSituation: 'house_large_yard',
      otherPets: 'dogs',
      activityLevel: 'high',
      workSchedule: 'home_all_day',
      exerciseCommitment: 'daily_vigorous',
      experienceLevel: 'very_experienced',
      householdComposition: 'adults',
      preferredSize: ['medium', 'large'],
      preferredAge: [],
      preferredEnergy: ['high'],
    },
  },
} satisfies Record<string, AssistantAdopter>;
export type AdopterKey = keyof typeof ADOPTERS;
