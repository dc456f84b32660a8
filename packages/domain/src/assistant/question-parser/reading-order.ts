// The order the parser reads a question's phrases in. Each phrase read consumes its words,
// so an earlier rule decides what a later one sees: negations and phrases whose words
// would mislead alone come first ("not too big", "golden years", "little ones", "a big
// yard"), then comparisons with the last answer, numbers (miles, pounds, years), breeds
// (read between the two lists, see parse.ts) and single words last.
import { APARTMENT, LIVES_ALONE, OLDER_ADOPTER, YARD } from './about-the-adopter.ts';
import {
  AGE_WORDS,
  BABY_DOGS,
  GOLDEN_YEARS,
  MONTHS_OLD,
  NOT_A_PUPPY,
  NOT_OLD,
  OLDER,
  OVER_YEARS,
  UNDER_YEARS,
  YEARS_OLD,
  YOUNGER,
} from './ages.ts';
import type { Rule } from './asked.ts';
import { BEYOND_MILES, CLOSER, FARTHER, MILES, NEARBY, WALKING_DISTANCE } from './distances.ts';
import { CALMER, ENERGY_WORDS, MORE_ACTIVE, NOT_ACTIVE, NOT_LAZY, WORKING_DOGS } from './energy.ts';
import { QUALIFIERS, SHOW_MORE, SHOW_OTHER_DOGS } from './follow-ups.ts';
import {
  CHILD_OF_AGE,
  COMPANY_DOES_NOT_MATTER,
  DOG_PARKS,
  FAMILY_PHRASES,
  GOOD_WITH_WORDS,
  NEED_NOT_BE_GOOD_WITH,
  NO_COMPANY_AT_HOME,
} from './good-with.ts';
import { ANY_FILTER, ANYWHERE, DROP_FILTER, FILTER_DOES_NOT_MATTER, START_OVER } from './relaxations.ts';
import {
  AT_POUNDS,
  BIGGER,
  LAP_DOG,
  NOT_BIG,
  NOT_SMALL,
  OVER_POUNDS,
  SIZE_WORDS,
  SMALLER,
  UNDER_POUNDS,
} from './sizes.ts';
import { GENTLE_GIANT, GUARD_DOG, MORE_PLAYFUL, TEMPERAMENT_WORDS, VELCRO_DOG } from './temperament.ts';
import { UNSUPPORTED_WORDS } from './unsupported.ts';

/** Phrases, read before breeds. */
export const PHRASE_RULES: readonly Rule[] = [
  // Said about the adopter, not the dog.
  LIVES_ALONE,
  NO_COMPANY_AT_HOME,
  NEED_NOT_BE_GOOD_WITH,
  COMPANY_DOES_NOT_MATTER,

  // Clearing a filter, starting over.
  ANY_FILTER,
  FILTER_DOES_NOT_MATTER,
  DROP_FILTER,
  ANYWHERE,
  START_OVER,

  // Phrases whose words would mislead alone.
  GOLDEN_YEARS,
  BABY_DOGS,
  FAMILY_PHRASES,
  APARTMENT,
  YARD,
  OLDER_ADOPTER,
  GENTLE_GIANT,
  LAP_DOG,
  VELCRO_DOG,
  GUARD_DOG,
  DOG_PARKS,
  WORKING_DOGS,
  MORE_PLAYFUL,

  // What the dog should not be.
  NOT_BIG,
  NOT_SMALL,
  NOT_ACTIVE,
  NOT_LAZY,
  NOT_A_PUPPY,
  NOT_OLD,

  // Comparisons with the last answer.
  QUALIFIERS,
  SHOW_OTHER_DOGS,
  FARTHER,
  MORE_ACTIVE,
  CALMER,
  SMALLER,
  BIGGER,
  YOUNGER,
  OLDER,
  CLOSER,

  // Distance.
  BEYOND_MILES,
  MILES,
  WALKING_DISTANCE,
  NEARBY,

  // Weight.
  UNDER_POUNDS,
  OVER_POUNDS,
  AT_POUNDS,

  // Age in numbers, after a child's age ("good with my 3 year old").
  CHILD_OF_AGE,
  UNDER_YEARS,
  OVER_YEARS,
  MONTHS_OLD,
  YEARS_OLD,
];

/** Single words and short phrases, read after breeds (so a breed's words are not read here). */
export const WORD_RULES: readonly Rule[] = [
  // Energy first: "medium energy" is no medium size.
  ...ENERGY_WORDS,
  ...SIZE_WORDS,
  ...AGE_WORDS,
  ...GOOD_WITH_WORDS,
  ...TEMPERAMENT_WORDS,
  ...UNSUPPORTED_WORDS,
  // More of the same, last: by now "more" is no part of a longer phrase ("more active", "more playful").
  SHOW_MORE,
];
