// Questions that build on the last answer: comparisons with its dogs ("any smaller ones?"),
// "show me more", and the words that mark a question as a follow-up at all.
import type { FilterAdjustment } from '../search-filters.ts';
import { noop, rule, type Asked, type Rule } from './asked.ts';
import { anyOf, either, pattern } from './word-list.ts';

/**
 * A comparative ("smaller", "calmer"): with "a"/"an" before it, it describes a dog ("an older
 * dog") and `absolute` reads it so; otherwise it compares with the last answer's dogs.
 */
export function comparative(
  words: readonly string[],
  adjustment: FilterAdjustment,
  absolute: (asked: Asked) => void,
): Rule {
  return rule(`(an? )?${anyOf(words)}`, (asked, [article]) => {
    if (article) absolute(asked);
    else {
      asked.adjustments.push(adjustment);
      asked.refersBack = true;
    }
  });
}

const COMPARATIVES = [
  'more',
  'less',
  'smaller',
  'bigger',
  'larger',
  'younger',
  'older',
  'calmer',
  'closer',
  'nearer',
  'further',
  'farther',
  'lower',
  'higher',
];

/** "A little bit smaller", "even older": only the comparative counts. */
export const QUALIFIERS = rule(
  either(
    pattern('[a ](little|bit|tad)[ bit]{comparative}', { comparative: `(?= ${anyOf(COMPARATIVES)})` }),
    anyOf(['slightly', 'even']),
  ),
  noop,
);

const showMore = (asked: Asked) => {
  asked.showMore = true;
  asked.refersBack = true;
};

/** "Show me other dogs", read before "other dogs" can mean a dog at home. */
export const SHOW_OTHER_DOGS = rule(
  pattern('(show|give|find|get) [(me|us) ](another|other|more|different|new) (dog[s]|one[s]|option[s]|pup[s]|matches)'),
  showMore,
);

export const SHOW_MORE = rule(
  either(
    pattern('(show|give|find|tell|get) [(me|us) ][(some|a few|a couple) ]{others}', {
      others: ['more', 'others', 'other ones', 'other dogs', 'another[ one]', 'the rest', 'different ones', 'new ones'],
    }),
    pattern('more {what}', {
      what: [
        'dogs',
        'options',
        'matches',
        'choices',
        'results',
        'ones',
        'pups',
        'please',
        'of (them|those)',
        'like (that|those|these|them|this)',
      ],
    }),
    anyOf([
      'any[ ]more',
      'any others',
      'any other (ones|options|dogs|matches)',
      '(anything|anyone|anybody|who|what|which) else',
      'others',
      'other options',
      'next[ (ones|page|three|3|few)]',
      'keep going',
      'go on',
      'another (one|option|few|batch|set)',
      'different ones',
      'more',
      'another',
    ]),
  ),
  showMore,
);

/**
 * Words that refer to the last answer ("ones", "those") or continue it ("and", "what
 * about"); "what about a gentle giant?" asks for a new kind of dog instead.
 */
export const FOLLOW_UP_MARKERS = new RegExp(
  `^${either(
    anyOf(['and', 'also', 'but', 'ok', 'okay', 'so', 'then', 'now']),
    pattern('(what|how) about{notANewKind}', { notANewKind: '(?! an?\\b)' }),
    anyOf(['only', 'just', 'same', 'plus', 'oh', 'hmm', 'what if']),
  )}\\b|\\b${anyOf([
    'ones',
    'those',
    'these',
    'them',
    'they',
    'instead',
    'too',
    'as well',
    'also',
    'either',
    'still',
    'same',
    'any of',
    'of those',
    'of these',
    'one of',
  ])}\\b`,
);

/** "Good with cats?", "any labs?", "within 5 miles": a follow-up when it has no dog of its own. */
export const SHORT_FOLLOW_UP_WORDS = 3;

/** Nouns that start a question of its own ("any dogs good with cats?"). */
export const DOG_NOUNS = new RegExp(
  `\\b${anyOf([
    'dog[s]',
    'pup[s]',
    'doggo[s]',
    'doggie[s]',
    'pooch[es]',
    'pet[s]',
    'companion[s]',
    'friend[s]',
    'buddy',
    'buddies',
  ])}\\b`,
);
