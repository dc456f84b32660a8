import { describe, expect, it } from 'vitest';
import { AGE_CATEGORIES, DOG_SIZES, ENERGY_LEVELS } from '../constants.ts';
import { TRAIT_CODES, traitCode, traitsOfCode, type FilterTraits } from './map-groups.ts';

const everyCombination: FilterTraits[] = DOG_SIZES.flatMap((size) =>
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
