// What the assistant does with DogSearchFilters besides searching: refines them for a
// follow-up that compares with the last answer ("any smaller ones?"), says them in plain
// words, and lists what could be relaxed when nothing fits. Pure; the built-in engine and
// its tests use it, and so can any other answerer.
import {
  AGE_CATEGORIES,
  DOG_SIZES,
  ENERGY_LEVELS,
  type AgeCategory,
  type DogSize,
  type EnergyLevel,
} from '../constants.ts';
import type { DogSearchFilters } from './types.ts';

/** The farthest the assistant searches, whatever is asked (the profile's radius slider tops out here too). */
export const ASSISTANT_MAX_MILES = 100;
/** "Nearby", "close to me": the survey's smallest radius choice. */
export const NEARBY_MILES = 10;
/** Distances a nothing-fits answer may suggest widening to. */
export const WIDER_SEARCH_MILES = [25, 50, ASSISTANT_MAX_MILES] as const;

/** A follow-up that compares with the dogs of the last answer. */
export type FilterAdjustment =
  'smaller' | 'bigger' | 'younger' | 'older' | 'calmer' | 'more_active' | 'closer' | 'farther';

/** What a follow-up needs to know of a dog the last answer showed. */
export interface ShownDog {
  size: DogSize;
  ageCategory: AgeCategory;
  energyLevel: EnergyLevel;
  distanceMiles: number;
}

export interface AdjustedFilters {
  filters: DogSearchFilters;
  /** Adjustments that could not go further (the dogs shown were already the smallest, the calmest ...). */
  unmet: FilterAdjustment[];
  /** "Closer" within half the distance may find nothing: then any dog nearer than the farthest shown will do. */
  looser: DogSearchFilters | null;
}

/**
 * Applies each adjustment against the dogs the last answer showed: "smaller" means smaller
 * than every one of them, "closer" within half the distance of the farthest. Without dogs
 * to compare with, the previous filters are the reference; without those either, the word
 * is taken as it stands ("smaller" = small, "closer" = nearby).
 */
export function applyAdjustments(
  filters: DogSearchFilters,
  adjustments: readonly FilterAdjustment[],
  context: { shown: readonly ShownDog[]; searchRadius: number },
): AdjustedFilters {
  let next: DogSearchFilters = { ...filters };
  const unmet: FilterAdjustment[] = [];
  let nearerThanFarthest: number | null = null;
  const { shown } = context;
  for (const adjustment of adjustments) {
    switch (adjustment) {
      case 'smaller':
      case 'bigger': {
        const step = stepAlong(
          DOG_SIZES,
          adjustment === 'smaller' ? -1 : 1,
          shown.map((d) => d.size),
          next.sizes,
        );
        if (step.unmet) unmet.push(adjustment);
        next = { ...next, sizes: step.values };
        break;
      }
      case 'younger':
      case 'older': {
        const step = stepAlong(
          AGE_CATEGORIES,
          adjustment === 'younger' ? -1 : 1,
          shown.map((d) => d.ageCategory),
          next.ageCategories,
        );
        if (step.unmet) unmet.push(adjustment);
        next = { ...next, ageCategories: step.values };
        break;
      }
      case 'calmer':
      case 'more_active': {
        const step = stepAlong(
          ENERGY_LEVELS,
          adjustment === 'calmer' ? -1 : 1,
          shown.map((d) => d.energyLevel),
          next.energyLevels,
        );
        if (step.unmet) unmet.push(adjustment);
        next = { ...next, energyLevels: step.values };
        break;
      }
      case 'closer': {
        const reference = shown.length > 0 ? Math.max(...shown.map((d) => d.distanceMiles)) : null;
        if (reference === null) {
          next = { ...next, maxMiles: Math.min(next.maxMiles ?? NEARBY_MILES, NEARBY_MILES) };
          break;
        }
        const miles = Math.max(1, Math.round(reference / 2));
        if (miles >= reference) unmet.push(adjustment);
        next = { ...next, maxMiles: Math.min(miles, next.maxMiles ?? miles) };
        // A tenth of a mile under the farthest, as distances are shown to one decimal.
        const justNearer = Math.floor(reference * 10 - 1) / 10;
        if (justNearer > miles) nearerThanFarthest = justNearer;
        break;
      }
      case 'farther': {
        const current = Math.min(next.maxMiles ?? context.searchRadius, ASSISTANT_MAX_MILES);
        if (current >= ASSISTANT_MAX_MILES) unmet.push(adjustment);
        next = { ...next, maxMiles: Math.min(ASSISTANT_MAX_MILES, current * 2) };
        break;
      }
    }
  }
  return {
    filters: next,
    unmet,
    looser: nearerThanFarthest === null ? null : { ...next, maxMiles: nearerThanFarthest },
  };
}

/**
 * One step along an ordered scale (sizes, ages, energies), away from every reference value:
 * -1 gives the values below the lowest reference, +1 those above the highest. No reference
 * at all: the far end of the scale. Nothing beyond the reference: that end, and `unmet`.
 */
function stepAlong<T extends string>(
  scale: readonly T[],
  direction: -1 | 1,
  shown: readonly T[],
  current: readonly T[],
) {
  const reference = shown.length > 0 ? shown : current;
  const end = direction < 0 ? scale[0]! : scale[scale.length - 1]!;
  if (reference.length === 0) return { values: [end], unmet: false };
  const ranks = reference.map((value) => scale.indexOf(value));
  const bound = direction < 0 ? Math.min(...ranks) : Math.max(...ranks);
  const values = scale.filter((_, i) => (direction < 0 ? i < bound : i > bound));
  return values.length > 0 ? { values, unmet: false } : { values: [end], unmet: true };
}

// ---- plain words ---------------------------------------------------------------------------

const ENERGY_ADJECTIVES: Record<EnergyLevel, string> = {
  low: 'low-energy',
  moderate: 'moderate-energy',
  high: 'high-energy',
  very_high: 'very high-energy',
};

function either(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

function both(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "Beagle" -> "Beagles", "Husky" -> "Huskies", "Great Pyrenees" stays. */
export function pluralBreed(breed: string): string {
  if (/s$/i.test(breed)) return breed;
  if (/[^aeiou]y$/i.test(breed)) return `${breed.slice(0, -1)}ies`;
  if (/(x|z|ch|sh)$/i.test(breed)) return `${breed}es`;
  return `${breed}s`;
}

function energyWords(levels: readonly EnergyLevel[]): string {
  // "High energy" in everyday words covers very high too.
  const ordered = ENERGY_LEVELS.filter(
    (level) => levels.includes(level) && !(level === 'very_high' && levels.includes('high')),
  );
  const words = ordered.map((level) => ENERGY_ADJECTIVES[level]);
  if (words.length <= 1) return words[0] ?? '';
  // "low- or moderate-energy"
  return either(words.map((word, i) => (i < words.length - 1 ? word.replace(/-energy$/, '-') : word)));
}

/** "within 10 miles" or "within your 25-mile search radius". */
export function describeDistance(filters: DogSearchFilters, searchRadius: number): string {
  if (filters.maxMiles === null) return `within your ${Math.min(searchRadius, ASSISTANT_MAX_MILES)}-mile search radius`;
  const miles = Math.min(filters.maxMiles, ASSISTANT_MAX_MILES);
  return `within ${miles} ${miles === 1 ? 'mile' : 'miles'}`;
}

/** The dogs a search looks for, without the distance: "friendly, small, senior Beagles that are good with cats". */
export function describeDogs(filters: DogSearchFilters): string {
  const adjectives: string[] = [];
  if (filters.temperament.length > 0) adjectives.push(both(filters.temperament));
  if (filters.sizes.length > 0) adjectives.push(either(DOG_SIZES.filter((s) => filters.sizes.includes(s))));
  if (filters.energyLevels.length > 0) adjectives.push(energyWords(filters.energyLevels));
  const onlyPuppies =
    filters.ageCategories.length === 1 && filters.ageCategories[0] === 'puppy' && filters.breeds.length === 0;
  if (filters.ageCategories.length > 0 && !onlyPuppies) {
    adjectives.push(either(AGE_CATEGORIES.filter((a) => filters.ageCategories.includes(a))));
  }
  const noun = filters.breeds.length > 0 ? either(filters.breeds.map(pluralBreed)) : onlyPuppies ? 'puppies' : 'dogs';
  const company: string[] = [];
  if (filters.goodWithKids) company.push('kids');
  if (filters.goodWithDogs) company.push('other dogs');
  if (filters.goodWithCats) company.push('cats');
  const phrase = adjectives.length > 0 ? `${adjectives.join(', ')} ${noun}` : noun;
  return company.length > 0 ? `${phrase} that are good with ${both(company)}` : phrase;
}

/** A search in plain words: "small, low-energy dogs that are good with cats, within 10 miles". */
export function describeFilters(filters: DogSearchFilters, searchRadius: number): string {
  return `${describeDogs(filters)}, ${describeDistance(filters, searchRadius)}`;
}

// ---- relaxing ------------------------------------------------------------------------------

export interface Relaxation {
  /** How the answer names it: "any breed", "within 50 miles". */
  label: string;
  /** What the adopter can type to apply it (the parser understands it as a follow-up). */
  ask: string;
  filters: DogSearchFilters;
}

/**
 * The single changes that could widen a search, in the order worth suggesting: what the
 * adopter asked for as a taste first (breed, temperament, age, size, energy), then a wider
 * distance, and last whom the dog must be good with (often a household need, not a taste).
 */
export function relaxations(filters: DogSearchFilters, searchRadius: number): Relaxation[] {
  const options: Relaxation[] = [];
  if (filters.breeds.length > 0)
    options.push({ label: 'any breed', ask: 'any breed', filters: { ...filters, breeds: [] } });
  if (filters.temperament.length > 0) {
    options.push({ label: 'any temperament', ask: 'any temperament', filters: { ...filters, temperament: [] } });
  }
  if (filters.ageCategories.length > 0)
    options.push({ label: 'any age', ask: 'any age', filters: { ...filters, ageCategories: [] } });
  if (filters.sizes.length > 0)
    options.push({ label: 'any size', ask: 'any size', filters: { ...filters, sizes: [] } });
  if (filters.energyLevels.length > 0) {
    options.push({ label: 'any energy level', ask: 'any energy level', filters: { ...filters, energyLevels: [] } });
  }
  const current = Math.min(filters.maxMiles ?? searchRadius, ASSISTANT_MAX_MILES);
  for (const miles of WIDER_SEARCH_MILES) {
    if (miles > current)
      options.push({
        label: `within ${miles} miles`,
        ask: `within ${miles} miles`,
        filters: { ...filters, maxMiles: miles },
      });
  }
  const company = [
    ['goodWithKids', 'kids'],
    ['goodWithDogs', 'other dogs'],
    ['goodWithCats', 'cats'],
  ] as const;
  for (const [key, who] of company) {
    if (filters[key]) {
      options.push({
        label: `dogs not known to be good with ${who}`,
        ask: `they don't need to be good with ${who}`,
        filters: { ...filters, [key]: false },
      });
    }
  }
  return options;
}
