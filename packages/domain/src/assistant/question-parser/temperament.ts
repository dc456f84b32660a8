// Temperament: the traits in the data (friendly, playful, loyal, gentle, protective,
// independent) and the everyday phrases for them ("a velcro dog", "a guard dog").
import { add, rule } from './asked.ts';
import { anyOf } from './word-list.ts';

// -- phrases whose words would mislead alone -------------------------------------------------------

export const GENTLE_GIANT = rule(anyOf(['gentle giant[s]']), (a) => {
  add(a.sizes, 'large');
  add(a.temperament, 'gentle');
});
export const VELCRO_DOG = rule(anyOf(['velcro dog[s]']), (a) => add(a.temperament, 'loyal'));
export const GUARD_DOG = rule(anyOf(['guard[ ]dog[s]', 'watch[ ]dog[s]']), (a) => add(a.temperament, 'protective'));
/** Read before "more" can ask for more dogs. */
export const MORE_PLAYFUL = rule(anyOf(['more playful']), (a) => {
  add(a.temperament, 'playful');
  a.refersBack = true;
});

// -- in words -------------------------------------------------------------------------------------------

const FRIENDLY = [
  'friendly',
  'sociable',
  'social',
  'outgoing',
  'people friendly',
  'people person',
  'affectionate',
  'loving',
  'good with (people|strangers|everyone)',
  '(likes|loves) people',
  'welcoming',
];

const PLAYFUL = [
  'playful',
  'fun loving',
  'fun',
  'goofy',
  'silly',
  'loves toys',
  '(likes|loves) to play',
  'play',
  'frisky',
];

const LOYAL = ['loyal', 'devoted', 'faithful', 'one person dog'];

const GENTLE = [
  'gentle',
  'sweet',
  'soft',
  'cuddly',
  'cuddle[s]',
  'cuddler[s]',
  'cuddle buddy',
  'snuggl(y|e|es|er|ers)',
  'tender',
  'mild mannered',
];

const PROTECTIVE = ['protective', 'guardian', 'protection', 'protect[ (me|us|the house|my family)]', 'watchful'];

const INDEPENDENT = [
  'independent',
  'self sufficient',
  'aloof',
  '(ok|okay|fine|good) [being ][left ]alone',
  '(can|could) be left alone',
  'left alone',
  'home alone',
  'alone during the day',
];

export const TEMPERAMENT_WORDS = [
  rule(anyOf(FRIENDLY), (a) => add(a.temperament, 'friendly')),
  rule(anyOf(PLAYFUL), (a) => add(a.temperament, 'playful')),
  rule(anyOf(LOYAL), (a) => add(a.temperament, 'loyal')),
  rule(anyOf(GENTLE), (a) => add(a.temperament, 'gentle')),
  rule(anyOf(PROTECTIVE), (a) => add(a.temperament, 'protective')),
  rule(anyOf(INDEPENDENT), (a) => add(a.temperament, 'independent')),
];
