// Ages: in words ("a puppy", "golden years"), against the last answer ("younger"), as what
// the dog should not be ("no puppies") and in numbers ("under 3 years", "6 months old").
import { AGE_BANDS, AGE_CATEGORIES, type AgeCategory } from '../../constants.ts';
import { add, rule } from './asked.ts';
import { comparative } from './follow-ups.ts';
import { NOT } from './negation.ts';
import { NUMBER, toNumber } from './numbers.ts';
import { anyOf, capture, either, pattern } from './word-list.ts';

/** Ages whose whole band is under / over a bound; the nearest band when none is. */
function agesUnder(years: number): AgeCategory[] {
  const fits = AGE_CATEGORIES.filter((age) => AGE_BANDS[age].max <= years);
  return fits.length > 0 ? fits : ['puppy'];
}
function agesOver(years: number): AgeCategory[] {
  const fits = AGE_CATEGORIES.filter((age) => AGE_BANDS[age].min >= years);
  return fits.length > 0 ? fits : ['senior'];
}
function ageAt(years: number): AgeCategory {
  return AGE_CATEGORIES.find((age) => years < AGE_BANDS[age].max) ?? 'senior';
}

// -- phrases whose words would mislead alone -------------------------------------------------------

export const GOLDEN_YEARS = rule(anyOf(['golden (years|oldie[s]|age)']), (a) => add(a.ages, 'senior'));
export const BABY_DOGS = rule(anyOf(['baby (dog[s]|pup[s]|pupp(y|ies))']), (a) => add(a.ages, 'puppy'));

// -- what the dog should not be ------------------------------------------------------------------

export const NOT_A_PUPPY = rule(
  either(
    pattern('{not} [a ](puppy|puppies|pup[s]|baby)', { not: NOT }),
    anyOf(['past the puppy (stage|phase)', '(done|finished) with puppies', 'out of the puppy (stage|phase)']),
  ),
  (a) => add(a.ages, 'young', 'adult', 'senior'),
);

export const NOT_OLD = rule(
  pattern('{not} [(too|very|that|a) ]{old}[ (dog[s]|ones)]', {
    not: NOT,
    old: ['old', 'older', 'senior', 'seniors', 'elderly'],
  }),
  (a) => add(a.ages, 'puppy', 'young', 'adult'),
);

// -- against the last answer -----------------------------------------------------------------------

export const YOUNGER = comparative(['younger'], 'younger', (a) => add(a.ages, 'puppy', 'young'));
export const OLDER = comparative(['older'], 'older', (a) => add(a.ages, 'senior'));

// -- in numbers -------------------------------------------------------------------------------------------

const NUMBER_OF_YEARS = { number: capture(NUMBER), years: ['year[s]', 'yr[s]', 'yo'] };

export const UNDER_YEARS = rule(
  either(
    pattern('{under} {number}[[ ]{years}[ old]]', {
      under: ['under', 'less than', 'younger than', 'below', 'no older than', 'not older than', 'at most', 'up to'],
      ...NUMBER_OF_YEARS,
    }),
    pattern('{number}[ ]{years}[ old] (or (younger|less|under)|and (under|younger))', NUMBER_OF_YEARS),
  ),
  (a, [x, y]) => {
    const years = toNumber(x ?? y);
    if (years !== null) add(a.ages, ...agesUnder(years));
  },
);

export const OVER_YEARS = rule(
  either(
    pattern('{over} {number}[[ ]{years}[ old]]', {
      over: ['over', 'more than', 'older than', 'above', 'at least'],
      ...NUMBER_OF_YEARS,
    }),
    pattern('{number}[ ]{years}[ old] (or (older|more|over)|and (up|over|older))', NUMBER_OF_YEARS),
  ),
  (a, [x, y]) => {
    const years = toNumber(x ?? y);
    if (years !== null) add(a.ages, ...agesOver(years));
  },
);

export const MONTHS_OLD = rule(pattern('{number}[ ]month[s][ old]', { number: capture(NUMBER) }), (a, [x]) => {
  const months = toNumber(x);
  if (months !== null) add(a.ages, ageAt(months / 12));
});

export const YEARS_OLD = rule(
  either(
    pattern('{number}[ ](year[s]|yr[s]|yr) old', { number: capture(NUMBER) }),
    pattern('{number}[ ]yo', { number: capture(NUMBER) }),
    pattern('{number} year[s]', { number: capture(NUMBER) }),
  ),
  (a, [x, y, z]) => {
    const years = toNumber(x ?? y ?? z);
    if (years !== null) add(a.ages, ageAt(years));
  },
);

// -- in words -------------------------------------------------------------------------------------------

export const AGE_WORDS = [
  rule(anyOf(['pupp(y|ies)', 'puppyhood']), (a) => add(a.ages, 'puppy')),
  rule(anyOf(['young adult[s]']), (a) => add(a.ages, 'young')),
  rule(anyOf(['young', 'youngster', 'adolescent', 'juvenile']), (a) => add(a.ages, 'puppy', 'young')),
  rule(anyOf(['adult[s]', 'grown[ up]', 'fully grown', 'full grown', 'mature', 'middle aged']), (a) =>
    add(a.ages, 'adult'),
  ),
  rule(anyOf(['senior[s]', 'old', 'oldie[s]', 'elderly', 'aged', 'grey muzzle', 'gray muzzle']), (a) =>
    add(a.ages, 'senior'),
  ),
];
