import { describe, expect, it } from 'vitest';
import {
  AGE_CATEGORIES,
  DOG_SIZES,
  ENERGY_LEVELS,
  matchesMapFilters,
  NO_MAP_FILTERS,
  type FilterableDog,
} from '@scout/domain';
import { codesPassing, TRAIT_CODES, traitCode, traitsOfCode } from './trait-codes.ts';

const everyCombination: FilterableDog[] = DOG_SIZES.flatMap((size) =>
  AGE_CATEGORIES.flatMap((ageCategory) =>
    ENERGY_LEVELS.flatMap((energyLevel) =>
      [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => ({
        size,
        ageCategory,
        energyLevel,
        goodWithKids: (bits & 4) !== 0,
        goodWithDogs: (bits & 2) !== 0,
        goodWithCats: (bits & 1) !== 0,
      })),
    ),
  ),
);

describe('trait codes', () => {
  it('give every combination of the filter traits its own code, and read back the same traits', () => {
    const codes = everyCombination.map(traitCode);
    expect(new Set(codes).size).toBe(everyCombination.length);
    expect(Math.min(...codes)).toBe(0);
    expect(Math.max(...codes)).toBe(TRAIT_CODES - 1);
    for (const traits of everyCombination) expect(traitsOfCode(traitCode(traits))).toEqual(traits);
  });
});

describe('codesPassing', () => {
  it('lets through the codes of exactly the dogs the filters let through', () => {
    const filters = [
      NO_MAP_FILTERS,
      { ...NO_MAP_FILTERS, sizes: ['small', 'large'] as const },
      { ...NO_MAP_FILTERS, ages: ['puppy'] as const, goodWithCats: true },
      { ...NO_MAP_FILTERS, energies: ['low', 'very_high'] as const, goodWithKids: true, goodWithDogs: true },
    ];
    for (const filter of filters) {
      const passing = codesPassing(filter);
      const expected = everyCombination.filter((dog) => matchesMapFilters(dog, filter));
      expect(everyCombination.filter((dog) => passing[traitCode(dog)] === 1)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    }
    expect(codesPassing({ ...NO_MAP_FILTERS, sizes: ['small'] }).reduce((a, b) => a + b, 0)).toBe(TRAIT_CODES / 3);
  });
});
