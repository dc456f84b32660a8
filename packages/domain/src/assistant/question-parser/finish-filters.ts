// What a question asked for, as DogSearchFilters: on top of the previous search for a
// follow-up, from NO_FILTERS otherwise.
import { AGE_CATEGORIES, DOG_SIZES, ENERGY_LEVELS, TEMPERAMENT_TRAITS } from '../../constants.ts';
import { ASSISTANT_MAX_MILES, type FilterAdjustment } from '../search-filters.ts';
import type { DogSearchFilters } from '../types.ts';
import type { Asked } from './asked.ts';

/** Whether the question named anything to search by (a filter, a comparison, "show me more"). */
export function namedSomething(asked: Asked): boolean {
  return (
    asked.sizes.size +
      asked.ages.size +
      asked.energies.size +
      asked.temperament.size +
      asked.breeds.length +
      asked.cleared.size >
      0 ||
    asked.kids !== undefined ||
    asked.dogs !== undefined ||
    asked.cats !== undefined ||
    asked.maxMiles !== undefined ||
    asked.apartment ||
    asked.adjustments.length > 0 ||
    asked.showMore
  );
}

/** A comparison gives way to a value named in the same question ("smaller ones, medium is fine"). */
export function namedInThisQuestion(adjustment: FilterAdjustment, asked: Asked): boolean {
  switch (adjustment) {
    case 'smaller':
    case 'bigger':
      return asked.sizes.size > 0;
    case 'younger':
    case 'older':
      return asked.ages.size > 0;
    case 'calmer':
    case 'more_active':
      return asked.energies.size > 0;
    case 'closer':
    case 'farther':
      return asked.maxMiles !== undefined;
  }
}

const ordered = <T extends string>(scale: readonly T[], values: Set<T>): T[] =>
  scale.filter((value) => values.has(value));

/** Narrows `current` to `allowed` when they overlap; otherwise `allowed`. */
function narrowTo<T extends string>(current: readonly T[], allowed: readonly T[]): T[] {
  const overlap = current.filter((value) => allowed.includes(value));
  return overlap.length > 0 ? overlap : [...allowed];
}

export function finishFilters(base: DogSearchFilters, asked: Asked): DogSearchFilters {
  const filters: DogSearchFilters = {
    ...base,
    sizes: [...base.sizes],
    ageCategories: [...base.ageCategories],
    energyLevels: [...base.energyLevels],
    temperament: [...base.temperament],
    breeds: [...base.breeds],
  };
  for (const field of asked.cleared) {
    if (field === 'maxMiles') filters.maxMiles = ASSISTANT_MAX_MILES;
    else filters[field] = [];
  }
  if (asked.sizes.size > 0) filters.sizes = ordered(DOG_SIZES, asked.sizes);
  if (asked.ages.size > 0) filters.ageCategories = ordered(AGE_CATEGORIES, asked.ages);
  if (asked.energies.size > 0) filters.energyLevels = ordered(ENERGY_LEVELS, asked.energies);
  if (asked.temperament.size > 0) filters.temperament = ordered(TEMPERAMENT_TRAITS, asked.temperament);
  if (asked.breeds.length > 0) filters.breeds = asked.breeds;
  if (asked.kids !== undefined) filters.goodWithKids = asked.kids;
  if (asked.dogs !== undefined) filters.goodWithDogs = asked.dogs;
  if (asked.cats !== undefined) filters.goodWithCats = asked.cats;
  if (asked.maxMiles !== undefined) filters.maxMiles = asked.maxMiles;
  // Apartment-friendly: not large (large dogs are cramped in an apartment) and not high or
  // very high energy (they need more space to burn it off), the same judgement the matching
  // engine's home-size and outdoor-space factors make. Only where the question did not name
  // a size or an energy itself ("an active dog for my apartment" stays active).
  if (asked.apartment) {
    if (asked.sizes.size === 0) filters.sizes = narrowTo(filters.sizes, ['small', 'medium']);
    if (asked.energies.size === 0) filters.energyLevels = narrowTo(filters.energyLevels, ['low', 'moderate']);
  }
  return filters;
}
