// Plain words for enum values, shared by the reasons and the taste summary.
import type {
  ActivityLevel,
  AgeCategory,
  DogSize,
  EnergyLevel,
  ExerciseCommitment,
  LivingSituation,
  PreferredEnergy,
  TemperamentTrait,
} from '../constants.ts';

export const SIZE_WORDS: Record<DogSize, string> = { small: 'small', medium: 'medium', large: 'large' };
export const AGE_WORDS: Record<AgeCategory, string> = {
  puppy: 'puppy',
  young: 'young',
  adult: 'adult',
  senior: 'senior',
};
/** How a dog's energy reads at the start of a sentence. */
export const ENERGY_PHRASES: Record<EnergyLevel, string> = {
  low: 'Low energy',
  moderate: 'Moderate energy',
  high: 'High energy',
  very_high: 'Very high energy',
};
export const ENERGY_WORDS: Record<EnergyLevel, string> = {
  low: 'low',
  moderate: 'moderate',
  high: 'high',
  very_high: 'very high',
};
export const ACTIVITY_PHRASES: Record<ActivityLevel, string> = {
  low: 'relaxed, couch-companion pace',
  moderate: 'weekend-warrior lifestyle',
  high: 'daily adventures',
};
export const EXERCISE_PHRASES: Record<ExerciseCommitment, string> = {
  minimal: 'short daily walks',
  few_times_week: 'exercise a few times a week',
  daily_vigorous: 'daily vigorous exercise',
};
export const HOME_PHRASES: Record<LivingSituation, string> = {
  apartment: 'apartment',
  house_no_yard: 'house',
  house_small_yard: 'house with a small yard',
  house_large_yard: 'house with a large yard',
};
export const TRAIT_WORDS: Record<TemperamentTrait, string> = {
  friendly: 'friendly',
  playful: 'playful',
  calm: 'calm',
  loyal: 'loyal',
  gentle: 'gentle',
  protective: 'protective',
  energetic: 'energetic',
  independent: 'independent',
};

/** Survey energy preference -> the dog energies it covers (product §12). */
export const PREFERRED_ENERGY_COVERS: Record<PreferredEnergy, readonly EnergyLevel[]> = {
  low: ['low'],
  medium: ['moderate'],
  high: ['high', 'very_high'],
};

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
