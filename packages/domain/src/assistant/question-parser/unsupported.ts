// What adopters ask for that the data cannot tell: the answer says so instead of ignoring it.
import { rule } from './asked.ts';
import { anyOf } from './word-list.ts';

const unsupported = (phrases: readonly string[], what: string) =>
  rule(anyOf(phrases), (a) => {
    a.unsupported.add(what);
  });

export const UNSUPPORTED_WORDS = [
  unsupported(
    [
      'hypoallergenic',
      'hypo allergenic',
      'non shedding',
      "(doesn't|doesnt|does not|don't|dont) shed",
      'low shedding',
      'shed[(s|ding)]',
      'allerg(y|ies|ic)',
    ],
    'shedding or allergies',
  ),
  unsupported(
    [
      'house[ ]trained',
      'house[ ]broken',
      'potty trained',
      'crate trained',
      'leash trained',
      'trained',
      'obedient',
      'well behaved',
    ],
    'training',
  ),
  unsupported(
    ['special need[s]', 'disabled', 'disability', 'medical need[s]', 'health (issues|problems|conditions)'],
    'special needs',
  ),
];
