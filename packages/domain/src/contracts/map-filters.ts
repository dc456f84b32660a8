// The map's filters (product §2 "Map", §4): Size, Age and Energy groups, where a dog passes a
// group when it has any chosen value (OR within a group; an empty group lets every dog
// through), and every group must pass (AND across groups). Each "good with" toggle, when on,
// requires the dog to have that trait. The page applies them to the dogs it has; a crowded
// view's groups are counted by the server, so the page sends them along (decision 019).
import { z } from 'zod';
import {
  AGE_CATEGORIES,
  DOG_SIZES,
  ENERGY_LEVELS,
  type AgeCategory,
  type DogSize,
  type EnergyLevel,
} from '../constants.ts';

export interface MapFilters {
  sizes: readonly DogSize[];
  ages: readonly AgeCategory[];
  energies: readonly EnergyLevel[];
  goodWithKids: boolean;
  goodWithDogs: boolean;
  goodWithCats: boolean;
}

export const NO_MAP_FILTERS: MapFilters = {
  sizes: [],
  ages: [],
  energies: [],
  goodWithKids: false,
  goodWithDogs: false,
  goodWithCats: false,
};

export interface FilterableDog {
  size: DogSize;
  ageCategory: AgeCategory;
  energyLevel: EnergyLevel;
  goodWithKids: boolean;
  goodWithDogs: boolean;
  goodWithCats: boolean;
}

const passesGroup = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

export function matchesMapFilters(dog: FilterableDog, filters: MapFilters): boolean {
  return (
    passesGroup(filters.sizes, dog.size) &&
    passesGroup(filters.ages, dog.ageCategory) &&
    passesGroup(filters.energies, dog.energyLevel) &&
    (!filters.goodWithKids || dog.goodWithKids) &&
    (!filters.goodWithDogs || dog.goodWithDogs) &&
    (!filters.goodWithCats || dog.goodWithCats)
  );
}

export const GOOD_WITH = ['kids', 'dogs', 'cats'] as const;

/** `small,large`: a comma-separated list of known values, each once. */
const commaList = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(200)
    .transform((text) => text.split(','))
    .pipe(z.array(z.enum(values)).refine((list) => new Set(list).size === list.length, 'Each value once'));

/** The filters as query parameters of `GET /api/dogs?view=map&group=auto`. */
export const mapFilterQueryFields = {
  sizes: commaList(DOG_SIZES).optional(),
  ages: commaList(AGE_CATEGORIES).optional(),
  energies: commaList(ENERGY_LEVELS).optional(),
  goodWith: commaList(GOOD_WITH).optional(),
};

export type MapFilterQuery = z.infer<z.ZodObject<typeof mapFilterQueryFields>>;

export function mapFiltersOf(query: MapFilterQuery): MapFilters {
  const goodWith = query.goodWith ?? [];
  return {
    sizes: query.sizes ?? [],
    ages: query.ages ?? [],
    energies: query.energies ?? [],
    goodWithKids: goodWith.includes('kids'),
    goodWithDogs: goodWith.includes('dogs'),
    goodWithCats: goodWith.includes('cats'),
  };
}

/** The query parameters for these filters (`&sizes=small&goodWith=kids`), empty without any. */
export function mapFilterParams(filters: MapFilters): string {
  const required = { kids: filters.goodWithKids, dogs: filters.goodWithDogs, cats: filters.goodWithCats };
  const goodWith = GOOD_WITH.filter((trait) => required[trait]);
  const lists: [string, readonly string[]][] = [
    ['sizes', filters.sizes],
    ['ages', filters.ages],
    ['energies', filters.energies],
    ['goodWith', goodWith],
  ];
  return lists
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => `&${name}=${values.join(',')}`)
    .join('');
}
