// Whom the dog must be good with: kids, other dogs, cats. Also what only describes the
// adopter's home ("no cats", "my 3 year old") and what they do not mind ("cats don't matter").
import { noop, rule, type Rule } from './asked.ts';
import { DO_NOT, NEED_NOT } from './negation.ts';
import { NUMBER } from './numbers.ts';
import { anyOf, capture, either, pattern } from './word-list.ts';

const KIDS = [
  'kid[s]',
  'children',
  'child',
  'toddler[s]',
  'bab(y|ies)',
  'infant[s]',
  'newborn[s]',
  'grandkids',
  'grandchildren',
  'grandchild',
  'son[s]',
  'daughter[s]',
  'youngsters',
  'teenager[s]',
  'teen[s]',
  'nephew[s]',
  'niece[s]',
  'school age',
  'little ones',
];

const COMPANY = {
  kids: 'kids',
  children: 'kids',
  child: 'kids',
  cat: 'cats',
  cats: 'cats',
  dogs: 'dogs',
  dog: 'dogs',
} as const;
function companyKey(word: string | undefined): 'kids' | 'cats' | 'dogs' {
  const last = (word ?? '').split(' ').pop() ?? '';
  return COMPANY[last as keyof typeof COMPANY] ?? 'dogs';
}

const wantsKids: Rule['apply'] = (a) => {
  a.kids = true;
};
const wantsDogs: Rule['apply'] = (a) => {
  a.dogs = true;
};

// -- said about the adopter, not the dog -----------------------------------------------------------

export const NO_COMPANY_AT_HOME = rule(
  pattern('{none} [other ]{company}[ (at home|in the house)]', {
    none: ['no', 'zero', 'none', 'without', 'not any', "(don't|dont|do not) have[ any]"],
    company: [...KIDS, 'cat[s]', 'kitties', 'kittens', 'dogs', 'pets', 'animals'],
  }),
  noop,
);

export const NEED_NOT_BE_GOOD_WITH = rule(
  pattern('{needNot}[ (need|have)][ to][ be] (good|ok|okay|great|fine) with [(the|my|our|other) ]{company}', {
    needNot: NEED_NOT,
    company: capture(anyOf(['kids', 'children', 'cat[s]', 'dogs'])),
  }),
  (a, [who]) => {
    a[companyKey(who)] = false;
    a.refersBack = true;
  },
);

export const COMPANY_DOES_NOT_MATTER = rule(
  either(
    pattern('{company} {doNot} matter', {
      company: capture(anyOf(['kids', 'children', 'cats', 'dogs'])),
      doNot: [...DO_NOT, "doesn't", 'doesnt'],
    }),
    pattern('{doNot} (care|worry) about [the ]{company}', {
      doNot: DO_NOT,
      company: capture(anyOf(['kids', 'children', 'cat[s]', 'dogs'])),
    }),
  ),
  (a, [x, y]) => {
    a[companyKey(x ?? y)] = false;
    a.refersBack = true;
  },
);

/** "Good with my 3 year old" is about a child, not the dog's age. */
export const CHILD_OF_AGE = rule(
  pattern('{with} [{count} ]{number}[ ](year|yr|month) old[s]{notADog}', {
    with: ['with', 'around', 'for', 'have', 'has', 'got', 'my', 'our'],
    count: ['a', 'an', 'two', 'three', '2', '3', 'little', 'young', 'my', 'our'],
    number: NUMBER,
    notADog: `(?! ${anyOf(['dog[s]', 'pup[s]', 'pupp(y|ies)'])})`,
  }),
  wantsKids,
);

// -- phrases whose words would mislead alone -------------------------------------------------------

export const FAMILY_PHRASES = rule(
  either(
    pattern('{young} (kids|children|humans|boys|girls)', {
      young: ['little', 'small', 'young', 'tiny', 'older', 'old', 'big', 'teenage', 'school age', 'grown', 'human'],
    }),
    pattern('(with|around|for|have|has|got) [(the|my|our|two|three|2|3) ]little ones'),
    anyOf([
      'big family',
      'large family',
      '(family|kid|kids|child|children) friendly',
      'family (dog[s]|pet[s])',
      'good with [the ]family',
    ]),
  ),
  wantsKids,
);

export const DOG_PARKS = rule(anyOf(['dog park[s]', 'doggy daycare', 'dog daycare', 'playdate[s]']), wantsDogs);

// -- in words -------------------------------------------------------------------------------------------

const OTHER_DOGS = either(
  pattern('{good} (with|around) [(other|my|our|the) ](dog[s]|pup[s]|puppies)', {
    good: ['good', 'great', 'ok', 'okay', 'fine', 'friendly', 'gentle', 'calm', 'well'],
  }),
  pattern('(get[s]|getting|get) along with [(other|my|our) ](dogs|pups)'),
  anyOf(['dog friendly']),
  pattern('{other} (dog[s]|pup[s])', {
    other: ['other', 'another', 'second', 'resident', 'existing', 'older', 'current'],
  }),
  pattern('{have} {someDogs}[other ](dog[s]|pup[s])', {
    have: ['have', 'has', 'own', 'got', 'with', 'live with', 'lives with'],
    // "I have two other dogs", "we have another dog", "with my dog".
    someDogs: `(?:${anyOf(['a', 'an', 'one', 'two', 'three', '2', '3', 'another', 'other', 'my', 'our'])} )+`,
  }),
  anyOf(['multi dog']),
);

export const GOOD_WITH_WORDS = [
  rule(anyOf(KIDS), wantsKids),
  rule(anyOf(['family', 'families']), wantsKids),
  rule(OTHER_DOGS, wantsDogs),
  rule(anyOf(['(cat[s]|kitty|kitten) friendly', 'cat[s]', 'kitty', 'kitties', 'kitten[s]', 'feline[s]']), (a) => {
    a.cats = true;
  }),
  rule(
    anyOf([
      '(other|my|our) (pets|animals)',
      'good with [other ](pets|animals)',
      'multi pet',
      'pet friendly',
      'small animals',
    ]),
    (a) => {
      a.dogs = true;
      a.cats = true;
    },
  ),
];
