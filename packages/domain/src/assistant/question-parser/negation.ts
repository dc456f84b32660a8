// Words that turn a phrase around ("not too big", "doesn't need to be good with cats").

/** Before what the dog should not be. */
export const NOT = ['not', 'no', 'nothing', 'never', "isn't", 'isnt', "aren't", 'arent'];

/** Before what the dog need not be. */
export const NEED_NOT = [
  "don't",
  'dont',
  'do not',
  "doesn't",
  'doesnt',
  'does not',
  "needn't",
  'need not',
  'no need to',
  'not necessarily',
];

export const DO_NOT = ["don't", 'dont', 'do not'];
export const DOES_NOT = ["doesn't", 'doesnt', 'does not'];
