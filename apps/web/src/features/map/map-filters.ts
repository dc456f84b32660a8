// The map's local filters (product §2 "Map", §4): Size, Age and Energy groups, where a dog
// passes a group when it has any chosen value (OR within a group, and an empty group lets
// every dog through), and every group must pass (AND across groups). Each "good with"
// toggle, when on, requires the dog to have that trait.
import {
  AGE_CATEGORIES,
  DOG_SIZES,
  ENERGY_LEVELS,
  type AgeCategory,
  type DogSize,
  type EnergyLevel,
} from '@scout/domain/constants';
import type { DogMarker } from '@scout/domain';

export interface MapFilters {
  sizes: readonly DogSize[];
  ages: readonly AgeCategory[];
  energies: readonly EnergyLevel[];
  goodWithKids: boolean;
  goodWithDogs: boolean;
  goodWithCats: boolean;
}

export type GoodWithKey = 'goodWithKids' | 'goodWithDogs' | 'goodWithCats';

export const NO_FILTERS: MapFilters = {
  sizes: [],
  ages: [],
  energies: [],
  goodWithKids: false,
  goodWithDogs: false,
  goodWithCats: false,
};

type FilterableDog = Pick<DogMarker, 'size' | 'ageCategory' | 'energyLevel' | GoodWithKey>;

function passesGroup<T>(chosen: readonly T[], value: T): boolean {
  return chosen.length === 0 || chosen.includes(value);
}

export function matchesFilters(dog: FilterableDog, filters: MapFilters): boolean {
  return (
    passesGroup(filters.sizes, dog.size) &&
    passesGroup(filters.ages, dog.ageCategory) &&
    passesGroup(filters.energies, dog.energyLevel) &&
    (!filters.goodWithKids || dog.goodWithKids) &&
    (!filters.goodWithDogs || dog.goodWithDogs) &&
    (!filters.goodWithCats || dog.goodWithCats)
  );
}

/** How many choices are on (the filter button's badge). */
export function activeFilterCount(filters: MapFilters): number {
  return (
    filters.sizes.length +
    filters.ages.length +
    filters.energies.length +
    Number(filters.goodWithKids) +
    Number(filters.goodWithDogs) +
    Number(filters.goodWithCats)
  );
}

/** Adds or removes one value, keeping the list in its canonical order. */
export function toggleValue<T extends string>(list: readonly T[], value: T, order: readonly T[]): T[] {
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return order.filter((v) => next.includes(v));
}

export const FILTER_ORDER = { sizes: DOG_SIZES, ages: AGE_CATEGORIES, energies: ENERGY_LEVELS } as const;
