// What the Filters drawer needs on top of the domain's map filters (MapFilters,
// NO_MAP_FILTERS, matchesMapFilters in @scout/domain/contracts/map-filters, which the server
// applies to a crowded view too): the badge's count and toggling a value in canonical order.
import { AGE_CATEGORIES, DOG_SIZES, ENERGY_LEVELS } from '@scout/domain/constants';
import type { MapFilters } from '@scout/domain/contracts/map-filters';

export type GoodWithKey = 'goodWithKids' | 'goodWithDogs' | 'goodWithCats';

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
