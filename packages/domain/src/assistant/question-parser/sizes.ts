// Sizes: in words ("small", "a lap dog"), against the last answer ("smaller"), as what the
// dog should not be ("nothing too big") and in pounds ("under 25 lbs").
import { DOG_SIZES, SIZE_BANDS, type DogSize } from '../../constants.ts';
import { add, rule } from './asked.ts';
import { comparative } from './follow-ups.ts';
import { NOT } from './negation.ts';
import { NUMBER, toNumber } from './numbers.ts';
import { anyOf, capture, either, pattern } from './word-list.ts';

/** Sizes whose whole weight band is under / over a bound; the nearest band when none is. */
function sizesUnder(pounds: number): DogSize[] {
  const fits = DOG_SIZES.filter((size) => SIZE_BANDS[size].max <= pounds);
  return fits.length > 0 ? fits : ['small'];
}
function sizesOver(pounds: number): DogSize[] {
  const fits = DOG_SIZES.filter((size) => SIZE_BANDS[size].min >= pounds);
  return fits.length > 0 ? fits : ['large'];
}
function sizeAt(pounds: number): DogSize {
  return DOG_SIZES.find((size) => pounds < SIZE_BANDS[size].max) ?? 'large';
}

export const LAP_DOG = rule(anyOf(['lap[ ]dog[s]']), (a) => add(a.sizes, 'small'));

// -- what the dog should not be ------------------------------------------------------------------

export const NOT_BIG = rule(
  pattern('{not} [{degree} ]{big}[ {ones}]', {
    not: NOT,
    degree: ['too', 'very', 'that', 'super', 'overly', 'a', 'an'],
    big: ['big', 'large', 'huge', 'giant'],
    ones: ['ones', 'dog[s]'],
  }),
  (a) => add(a.sizes, 'small', 'medium'),
);

export const NOT_SMALL = rule(
  pattern('{not} [{degree} ]{small}[ {ones}]', {
    not: NOT,
    degree: ['too', 'very', 'that', 'super', 'a'],
    small: ['small', 'tiny', 'little'],
    ones: ['ones', 'dog[s]'],
  }),
  (a) => add(a.sizes, 'medium', 'large'),
);

// -- against the last answer -----------------------------------------------------------------------

export const SMALLER = comparative(
  ['smaller', 'littler', 'tinier', 'lighter', 'less big', 'not as (big|large|heavy)'],
  'smaller',
  (a) => add(a.sizes, 'small'),
);

export const BIGGER = comparative(['bigger', 'larger', 'heavier', 'not as (small|little|tiny)'], 'bigger', (a) =>
  add(a.sizes, 'large'),
);

// -- in pounds ----------------------------------------------------------------------------------------

/** "25 lbs", "40 pounds". */
const WEIGHT = pattern('{number}[ ]{unit}', { number: capture(NUMBER), unit: ['lb[s]', 'pound[s]'] });

export const UNDER_POUNDS = rule(
  either(
    pattern('{under}[ ]{weight}', {
      under: [
        'under',
        'less than',
        'below',
        'lighter than',
        'no more than',
        'not more than',
        'at most',
        'max[imum]',
        'up to',
        'smaller than',
        'not over',
        'no heavier than',
      ],
      weight: WEIGHT,
    }),
    pattern('{weight} {orLess}', {
      weight: WEIGHT,
      orLess: ['or less', 'or under', 'or lighter', 'max', 'maximum', 'and under', 'or smaller', 'or below'],
    }),
  ),
  (a, [x, y]) => {
    const pounds = toNumber(x ?? y);
    if (pounds !== null) add(a.sizes, ...sizesUnder(pounds));
  },
);

export const OVER_POUNDS = rule(
  either(
    pattern('{over}[ ]{weight}', {
      over: ['over', 'more than', 'above', 'heavier than', 'at least', 'bigger than', 'no less than'],
      weight: WEIGHT,
    }),
    pattern('{weight} {orMore}', {
      weight: WEIGHT,
      orMore: ['or more', 'or over', 'and up', 'plus', 'or heavier', 'or bigger', 'or above'],
    }),
  ),
  (a, [x, y]) => {
    const pounds = toNumber(x ?? y);
    if (pounds !== null) add(a.sizes, ...sizesOver(pounds));
  },
);

export const AT_POUNDS = rule(WEIGHT, (a, [x]) => {
  const pounds = toNumber(x);
  if (pounds !== null) add(a.sizes, sizeAt(pounds));
});

// -- in words -------------------------------------------------------------------------------------------

const MEDIUM = [
  'medium[ (sized|size)]',
  'mid[ ]size[d]',
  'midsize[d]',
  'average size[d]',
  'moderate size[d]',
  'middle sized',
];
const SMALL = ['small[ (sized|breed)]', 'little', 'tiny', 'toy', 'teacup', 'mini', 'petite', 'compact', 'pint sized'];
const LARGE = ['large[ (sized|breed)]', 'big', 'giant', 'huge', 'massive', 'extra large', 'xl'];

export const SIZE_WORDS = [
  rule(anyOf(MEDIUM), (a) => add(a.sizes, 'medium')),
  rule(anyOf(SMALL), (a) => add(a.sizes, 'small')),
  rule(anyOf(LARGE), (a) => add(a.sizes, 'large')),
];
