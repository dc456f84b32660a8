// The Add a Dog form's values: the product's defaults (product §3), a dog read back into the form for
// editing, the option labels, and the bands that suggest a category from age and weight.
import type { z } from 'zod';
import type { Dog } from '@scout/domain';
import { AGE_BANDS, SIZE_BANDS, type AgeCategory, type DogSize, type EnergyLevel } from '@scout/domain/constants';
import type { dogInputSchema } from '@scout/domain/contracts/dogs';

/** What the form holds (the schema's input) and what it sends once valid (its output). */
export type DogFormValues = z.input<typeof dogInputSchema>;
export type DogFormOutput = z.output<typeof dogInputSchema>;
/** Where the form starts: every value, the photos included. */
export type DogFormStart = DogFormValues & { photos: string[] };

/** Product §3: age 0, adult, medium, 50 lbs, moderate energy, no temperament, every yes/no true, empty text. */
export const DEFAULT_DOG_VALUES: DogFormStart = {
  name: '',
  breed: '',
  age: 0,
  ageCategory: 'adult',
  size: 'medium',
  weight: 50,
  energyLevel: 'moderate',
  temperament: [],
  goodWithKids: true,
  goodWithDogs: true,
  goodWithCats: true,
  bio: '',
  specialNeeds: '',
  dayInLifeVideo: '',
  vaccinated: true,
  spayedNeutered: true,
  photos: [],
};

/** A dog as read, back into the form's shape (absent text is an empty box). */
export function valuesFromDog(dog: Dog): DogFormStart {
  return {
    name: dog.name,
    breed: dog.breed,
    age: dog.age,
    ageCategory: dog.ageCategory,
    size: dog.size,
    weight: dog.weight,
    energyLevel: dog.energyLevel,
    temperament: [...dog.temperament],
    goodWithKids: dog.goodWithKids,
    goodWithDogs: dog.goodWithDogs,
    goodWithCats: dog.goodWithCats,
    bio: dog.bio,
    specialNeeds: dog.specialNeeds ?? '',
    dayInLifeVideo: dog.dayInLifeVideo ?? '',
    vaccinated: dog.vaccinated,
    spayedNeutered: dog.spayedNeutered,
    photos: [...dog.photos],
  };
}

export const AGE_CATEGORY_OPTIONS: ReadonlyArray<{ value: AgeCategory; label: string }> = [
  { value: 'puppy', label: 'Puppy (under 1 year)' },
  { value: 'young', label: 'Young (1-3 years)' },
  { value: 'adult', label: 'Adult (3-7 years)' },
  { value: 'senior', label: 'Senior (7+ years)' },
];

export const SIZE_OPTIONS: ReadonlyArray<{ value: DogSize; label: string }> = [
  { value: 'small', label: 'Small (under 25 lbs)' },
  { value: 'medium', label: 'Medium (25-60 lbs)' },
  { value: 'large', label: 'Large (over 60 lbs)' },
];

/** The energy labels every screen uses (product §3). */
export const ENERGY_OPTIONS: ReadonlyArray<{ value: EnergyLevel; label: string }> = [
  { value: 'low', label: 'Low Energy' },
  { value: 'moderate', label: 'Moderate' },
  { value: 'high', label: 'High Energy' },
  { value: 'very_high', label: 'Very High' },
];

/** The age band an age in years falls in (product §9), or null when it is not a number yet. */
export function ageCategoryForAge(age: number): AgeCategory | null {
  if (!Number.isFinite(age) || age < 0) return null;
  if (age < AGE_BANDS.puppy.max) return 'puppy';
  if (age < AGE_BANDS.young.max) return 'young';
  if (age < AGE_BANDS.adult.max) return 'adult';
  return 'senior';
}

/** The size band a weight in lbs falls in (product §9: small under 25, large over 60), or null. */
export function sizeForWeight(weight: number): DogSize | null {
  if (!Number.isFinite(weight) || weight <= 0) return null;
  if (weight < SIZE_BANDS.small.max) return 'small';
  if (weight <= SIZE_BANDS.medium.max) return 'medium';
  return 'large';
}
