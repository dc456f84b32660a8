// Distances: in miles or kilometres ("within 10 miles", "8 km"), in words ("nearby",
// "walking distance") and against the last answer ("closer", "farther").
import { ASSISTANT_MAX_MILES, NEARBY_MILES } from '../search-filters.ts';
import { noop, rule, type Asked } from './asked.ts';
import { comparative } from './follow-ups.ts';
import { NUMBER, toNumber } from './numbers.ts';
import { anyOf, capture, either, pattern } from './word-list.ts';

const KM_PER_MILE = 1.609344;
const WALKING_DISTANCE_MILES = 2;

function setMiles(asked: Asked, miles: number) {
  asked.maxMiles = Math.min(ASSISTANT_MAX_MILES, Math.max(1, Math.round(miles * 10) / 10));
}

// -- against the last answer -----------------------------------------------------------------------

export const FARTHER = rule(
  anyOf([
    '(bigger|larger|wider) (radius|area|search)',
    'farther[ (away|out)]',
    'further[ (away|out)]',
    'more miles',
    '(widen|expand|broaden|extend)[ (the|my)][ (search|radius|area|distance)]',
    'more distance',
  ]),
  (a) => {
    a.adjustments.push('farther');
    a.refersBack = true;
  },
);

export const CLOSER = comparative(
  ['closer[ to (me|home|us|here)][ by]', 'nearer[ to (me|home|us)]', 'less far', 'shorter drive', 'not as far'],
  'closer',
  (a) => setMiles(a, NEARBY_MILES),
);

// -- in numbers -------------------------------------------------------------------------------------------

const UNITS = ['mile[s]', 'mi', 'km', 'kilometer[s]', 'kilometre[s]'];

/** "More than 20 miles away" is no limit the search can keep. */
export const BEYOND_MILES = rule(
  pattern('{beyond} {number}[ ]{unit}', {
    beyond: ['more than', 'over', 'at least', 'further than', 'farther than', 'beyond', 'outside[ of]'],
    number: NUMBER,
    unit: UNITS,
  }),
  noop,
);

export const MILES = rule(
  pattern('{number}[ ]{unit}[ (radius|range|drive|away)]', { number: capture(NUMBER), unit: capture(anyOf(UNITS)) }),
  (a, [count, unit]) => {
    const value = toNumber(count);
    if (value !== null) setMiles(a, unit!.startsWith('k') ? value / KM_PER_MILE : value);
  },
);

// -- in words -------------------------------------------------------------------------------------------

export const WALKING_DISTANCE = rule(anyOf(['walking distance', 'walkable']), (a) =>
  setMiles(a, WALKING_DISTANCE_MILES),
);

export const NEARBY = rule(
  either(
    anyOf([
      'close to (me|home|us|here|where i live)',
      'close[ ]by',
      'near[ ]by',
      'near (me|us|here|home)',
      'around (me|here)',
      'in my (area|neighbo[u]rhood|town|city)',
      'in the area',
      'in town',
      'locally',
      'local',
      'closest',
      'nearest',
      'not [too ]far[ away]',
      'short drive',
    ]),
    // A close companion is not a dog nearby.
    pattern('close{notABond}', { notABond: `(?! ${anyOf(['companion', 'bond', 'friend', 'relationship'])})` }),
  ),
  (a) => setMiles(a, NEARBY_MILES),
);
