// What adopters say about themselves and their home. Their home can narrow the search (an
// apartment, see finishFilters); the rest is read only so that its words do not describe
// the dog ("a big yard" is not a big dog, "my elderly mom" not a senior dog).
import { noop, rule } from './asked.ts';
import { anyOf, either, pattern } from './word-list.ts';

export const I_AM = ["i'm", 'i am', 'im', "we're", 'we are'];

export const LIVES_ALONE = rule(pattern("[(i|we) ](live|living|am|i'm|im) (alone|by myself|on my own)"), noop);

export const APARTMENT = rule(
  either(
    pattern('{kind} (apartment|apt|flat|condo|unit)[s]', {
      kind: ['small', 'tiny', 'little', 'one bedroom', '1 bedroom', 'studio', 'city', 'an', 'my', 'our', 'the'],
    }),
    pattern('(small|tiny|little) (home|house|place|space)'),
    anyOf([
      'apartment[s][ (friendly|living|life|dweller)]',
      'apt',
      'condo',
      'condominium',
      'high rise',
      'city living',
      'no yard',
      'without a yard',
      "(don't|dont|do not) have a yard",
      'no backyard',
    ]),
  ),
  (a) => {
    a.apartment = true;
  },
);

export const YARD = rule(
  pattern('{kind} {yard}', {
    kind: ['big', 'large', 'huge', 'small', 'little', 'fenced', 'fenced in', 'back', 'nice', 'giant', 'tiny'],
    yard: ['yard', 'backyard', 'garden', 'house', 'home', 'property', 'ranch', 'farm', 'lot'],
  }),
  noop,
);

export const OLDER_ADOPTER = rule(
  either(
    pattern('(my|our|an|a) (elderly|older|old|senior|aging|aged) {person}', {
      person: [
        'mom',
        'mother',
        'dad',
        'father',
        'parent[s]',
        'grandma',
        'grandmother',
        'grandpa',
        'grandfather',
        'neighbo[u]r',
        'relative',
        'person',
        'couple',
        'owner',
        'adopter',
        'lady',
        'man',
        'woman',
      ],
    }),
    anyOf(['senior citizen[s]']),
    pattern('{iAm} [(a|an) ](senior|seniors|older|old|retired|elderly)', { iAm: I_AM }),
    anyOf(['retiree', 'retired', 'old enough']),
  ),
  noop,
);
