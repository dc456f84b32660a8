// Facts of a follow-up: its dogs compared with the previous answer's (or with the previous
// filters when the previous dogs were already at the end of the scale).
import { AGE_CATEGORIES, DOG_SIZES, ENERGY_LEVELS } from '../../packages/domain/src/constants.ts';
import { fits, miles, previousDogs, rank, type DogRow, type Fact, type FitsOptions } from './facts.ts';

export const sizeRank = (dog: DogRow) => rank(DOG_SIZES, dog.size);
export const ageRank = (dog: DogRow) => rank(AGE_CATEGORIES, dog.ageCategory);
export const energyRank = (dog: DogRow) => rank(ENERGY_LEVELS, dog.energyLevel);

export function beyondPrevious(
  measure: (dog: DogRow) => number,
  direction: -1 | 1,
  end: number,
  keep: (dog: DogRow) => boolean,
): Fact {
  return (ctx) => {
    const before = previousDogs(ctx).map(measure);
    if (before.length === 0) return 'the previous answer named no dogs';
    const bound = direction < 0 ? Math.min(...before) : Math.max(...before);
    const atEnd = bound === end;
    return fits(
      (dog) =>
        keep(dog) && (atEnd ? measure(dog) === end : direction < 0 ? measure(dog) < bound : measure(dog) > bound),
      {
        excludeShown: atEnd,
      },
    )(ctx);
  };
}

export const closerThanPrevious =
  (keep: (dog: DogRow) => boolean): Fact =>
  (ctx) => {
    const farthest = Math.max(...previousDogs(ctx).map((dog) => miles(ctx, dog)));
    if (!Number.isFinite(farthest)) return 'the previous answer named no dogs';
    return fits((dog, c) => keep(dog) && miles(c, dog) < farthest)(ctx);
  };

/** Fits, and no bigger than the largest dog of the answer `back` turns ago. */
export const asSmallAs =
  (back: number, where: (dog: DogRow) => boolean, options: FitsOptions = {}): Fact =>
  (ctx) => {
    const largest = Math.max(...previousDogs(ctx, back).map(sizeRank));
    return fits((d) => where(d) && sizeRank(d) <= largest, options)(ctx);
  };
