// Energy: in words ("calm", "a running buddy"), against the last answer ("calmer"), and as
// what the dog should not be ("not too hyper"). "Calm" and "energetic" are read as energy
// (what adopters mean by them); the temperament traits of the same names follow the energy
// in the data anyway.
import { I_AM } from './about-the-adopter.ts';
import { add, rule } from './asked.ts';
import { comparative } from './follow-ups.ts';
import { DO_NOT, DOES_NOT, NOT } from './negation.ts';
import { anyOf, either, pattern } from './word-list.ts';

export const WORKING_DOGS = rule(anyOf(['working dog[s]', 'herding dog[s]', 'high drive']), (a) =>
  add(a.energies, 'high', 'very_high'),
);

// -- what the dog should not be ------------------------------------------------------------------

export const NOT_ACTIVE = rule(
  either(
    pattern('{not} [{degree} ]{active}[ {ones}]', {
      not: NOT,
      degree: ['too', 'very', 'that', 'super', 'overly', 'a', 'an'],
      active: [
        'active',
        'energetic',
        'hyper',
        'high energy',
        'crazy',
        'wild',
        'intense',
        'sporty',
        'athletic',
        'demanding',
        'rambunctious',
      ],
      ones: ['ones', 'dog[s]'],
    }),
    pattern('{doNot}[ really] (need|require|want) (a lot of|lots of|much|tons of) {exercise}', {
      doNot: [...DO_NOT, ...DOES_NOT],
      exercise: ['exercise', 'activity', 'walking', 'energy'],
    }),
    pattern('{iAm} not [(very|that|super|too) ](active|sporty|athletic|outdoorsy)', { iAm: I_AM }),
  ),
  (a) => add(a.energies, 'low', 'moderate'),
);

export const NOT_LAZY = rule(pattern('{not} [(too|very|that) ](lazy|sleepy|a couch potato)', { not: NOT }), (a) =>
  add(a.energies, 'moderate', 'high'),
);

// -- against the last answer -----------------------------------------------------------------------

export const MORE_ACTIVE = comparative(
  [
    '(more|extra) (active|energetic|lively|athletic|sporty|spirited|hyper)',
    'higher energy',
    'livelier',
    'peppier',
    'sportier',
    '[with ]more energy',
  ],
  'more_active',
  (a) => add(a.energies, 'high', 'very_high'),
);

export const CALMER = comparative(
  [
    '(less|lower) (active|energetic|energy|hyper|intense|lively)',
    'calmer',
    'mellower',
    'quieter',
    'lazier',
    'lower key',
    'more (calm|chill|relaxed|laid back|mellow|low key|quiet|easygoing|easy going)',
    'less energy',
  ],
  'calmer',
  (a) => add(a.energies, 'low'),
);

// -- in words, the gentler words first ("moderately active" is not "active") ----------------------

const VERY_HIGH = [
  'very (high energy|energetic)',
  'extremely energetic',
  'tons of energy',
  'boundless energy',
  'endless energy',
];

/** Words for a home without much going on: anything but high energy. */
const QUIET = ['quiet', 'easygoing', 'easy going', 'low maintenance', 'homebody'];

const MODERATE = [
  'moderately active',
  'moderate energy',
  'medium energy',
  'moderate',
  'moderately',
  'average energy',
  'some energy',
  'a bit active',
  'somewhat active',
  'balanced',
  'middle of the road',
  'daily walk[s]',
  'a few walks',
];

const LOW = [
  'calm',
  'low energy',
  'low key',
  'couch potato[es]',
  'couch buddy',
  'couch companion',
  'lazy',
  'relaxed',
  'chill',
  'mellow',
  'laid back',
  'sleepy',
  'docile',
  'not much exercise',
  'little exercise',
  'minimal exercise',
  'netflix',
  'lounging',
  'lounge',
  'snoozing',
  'nap[s]',
  'napping',
  'serene',
  'tranquil',
  'peaceful',
  'short walk[s]',
  'slow walk[s]',
  'gentle walk[s]',
];

const HIGH = [
  'active',
  'energetic',
  'high energy',
  'lots of energy',
  'athletic',
  'sporty',
  'lively',
  'hyper',
  'spirited',
  'outdoorsy',
  'adventurous',
  'adventure[s]',
  'running',
  'runner',
  'runs',
  'run',
  'jogging',
  'jogger',
  'jog',
  'hiking',
  'hiker',
  'hike[s]',
  'trail[s]',
  'bike ride[s]',
  'biking',
  'cycling',
  'keep up with me',
  'exercise partner',
  'workout buddy',
  'agility',
];

export const ENERGY_WORDS = [
  rule(anyOf(VERY_HIGH), (a) => add(a.energies, 'very_high')),
  rule(anyOf(['(very|super|extremely|really) active']), (a) => add(a.energies, 'high', 'very_high')),
  rule(anyOf(QUIET), (a) => add(a.energies, 'low', 'moderate')),
  rule(anyOf(MODERATE), (a) => add(a.energies, 'moderate')),
  rule(anyOf(LOW), (a) => add(a.energies, 'low')),
  rule(anyOf(HIGH), (a) => add(a.energies, 'high', 'very_high')),
];
