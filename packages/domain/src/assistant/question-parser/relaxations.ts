// Letting go of what was asked: one filter ("any size", "breed doesn't matter", "anywhere")
// or the whole search ("start over").
import { rule, type Asked, type ClearableField } from './asked.ts';
import { DO_NOT, DOES_NOT } from './negation.ts';
import { anyOf, capture, pattern } from './word-list.ts';

/** A filter by the name adopters give it ("energy level" before "energy", so it is read whole). */
const FILTER_NAMES: Record<string, ClearableField> = {
  size: 'sizes',
  age: 'ageCategories',
  'energy level': 'energyLevels',
  energy: 'energyLevels',
  breed: 'breeds',
  temperament: 'temperament',
  personality: 'temperament',
  distance: 'maxMiles',
  location: 'maxMiles',
};
const FILTER = capture(anyOf(Object.keys(FILTER_NAMES)));

function clear(asked: Asked, [field]: (string | undefined)[]) {
  asked.cleared.add(FILTER_NAMES[field!]!);
  asked.refersBack = true;
}

export const ANY_FILTER = rule(pattern('any {filter}', { filter: FILTER }), clear);

export const FILTER_DOES_NOT_MATTER = rule(
  pattern('{filter} {doesNot} [really ]matter', { filter: FILTER, doesNot: [...DOES_NOT, ...DO_NOT, "does[ ]n't"] }),
  clear,
);

export const DROP_FILTER = rule(
  pattern('{drop} [the ]{filter}[ (filter|limit|requirement|preference)]', {
    drop: ['drop', 'remove', 'forget', 'ignore', 'skip', 'lose', 'forget about', 'never mind', 'no'],
    filter: capture(anyOf(Object.keys(FILTER_NAMES).filter((name) => name !== 'location'))),
  }),
  clear,
);

export const ANYWHERE = rule(anyOf(['anywhere', 'any[ ]where', 'no matter how far', 'however far']), (a) => {
  a.cleared.add('maxMiles');
  a.refersBack = true;
});

export const START_OVER = rule(
  anyOf([
    'start over',
    'start again',
    'new search',
    'from scratch',
    'reset',
    'forget (that|it|all that|everything|what i said)',
    'clear [(the|my|all) ](filters|search|everything)',
    'never[ ]mind',
  ]),
  (a) => {
    a.fresh = true;
  },
);
