// Finds the dog a question is about: a name from the data, a dog the last answer showed
// ("her", "the second one"), or, in a clear why-question, a name Scout does not know (so the
// answer can say no such dog is available). Dog names are only read here, so a dog called
// "Bear" or "Tiny" never becomes a size, and "max 10 miles" never a dog.
import type { AssistantState } from '../types.ts';
import { DOG_SHAPES } from './dog-question-shapes.ts';
import type { AssistantVocabulary, DogReference } from './parsed-question.ts';
import { normalizeText } from './text.ts';
import { anyOf } from './word-list.ts';

const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  '#1': 0,
  '1': 0,
  one: 0,
  'number one': 0,
  'number 1': 0,
  top: 0,
  best: 0,
  'top pick': 0,
  second: 1,
  '2nd': 1,
  '#2': 1,
  '2': 1,
  two: 1,
  'number two': 1,
  'number 2': 1,
  middle: 1,
  third: 2,
  '3rd': 2,
  '#3': 2,
  '3': 2,
  three: 2,
  'number three': 2,
  'number 3': 2,
};
const PRONOUNS = new Set([
  'she',
  'he',
  'her',
  'him',
  'it',
  'that one',
  'this one',
  'that dog',
  'this dog',
  'the dog',
  'that pup',
  'this pup',
  'this guy',
  'that guy',
  'this girl',
  'that girl',
  'this boy',
  'that boy',
]);
/** First words that show a phrase is not a dog's name. */
const NOT_NAMES = new Set(
  (
    'a an the any some all every each my your our their these those this that there which what who whom ' +
    'it one ones dog dogs puppy puppies pup pups he she they them her him i me we us you score scores ' +
    'match matches anyone anything someone something nobody none more other others small medium large big ' +
    'little tiny calm active good great why how when where is are was be do does did can could should ' +
    'would will not no yes ok okay thanks thank please hi hello hey'
  ).split(' '),
);

const nameIndexes = new WeakMap<readonly string[], Map<string, string>>();
function nameIndex(names: readonly string[]): Map<string, string> {
  let index = nameIndexes.get(names);
  if (!index) {
    index = new Map();
    for (const name of names) {
      const key = normalizeText(name);
      if (key !== '' && !index.has(key)) index.set(key, name);
    }
    nameIndexes.set(names, index);
  }
  return index;
}

/** Words that may follow a name in such questions ("why is bella first?", "bella, please"). */
const AFTER_NAME = new RegExp(
  `\\s+${anyOf([
    'first',
    'so high[ly]',
    'so well',
    'at the top',
    'on top',
    'today',
    'here',
    'again',
    'too',
    'then',
    'now',
    'exactly',
    'please',
    'instead',
    'over the others',
    'above the others',
  ])}$`,
);

/** The slot without what follows a name in such questions ("bella for me" -> "bella"). */
function cleanSlot(slot: string): string {
  let text = slot.trim();
  for (let i = 0; i < 2; i++) {
    text = text
      .replace(/\s+(?:for|to|with) (?:me|us|myself|the family|my\b.*|our\b.*|a family.*)$/, '')
      .replace(AFTER_NAME, '')
      .replace(/^(?:the |a )?(?:dog|pup|puppy) (?:named|called) /, '')
      .replace(/^(?:named|called) /, '')
      .replace(/'s$/, '')
      .replace(/[.?!]+$/, '')
      .trim();
  }
  return text;
}

/**
 * What a slot refers to: a dog the last answer showed ("her", "the second one"), a name in
 * the data, or (for strong shapes) a plausible name that is not in the data. Undefined:
 * not a dog at all, so the question is something else.
 */
function resolveSlot(
  raw: string,
  names: Map<string, string>,
  previous: AssistantState | null,
  strong: boolean,
): DogReference | null | undefined {
  const slot = cleanSlot(raw);
  if (slot === '') return undefined;
  const shown = previous?.shownDogIds ?? [];
  const known = names.get(slot);
  if (known !== undefined) return { by: 'name', name: known };

  const ordinal = slot.replace(/^the /, '').replace(/ (?:one|dog|pup|pick|match)$/, '');
  const position = ordinal === 'last' ? shown.length - 1 : ORDINALS[ordinal];
  if (position !== undefined || PRONOUNS.has(slot)) {
    const index = PRONOUNS.has(slot) ? 0 : position!;
    const id = shown[index];
    if (id !== undefined) return { by: 'id', id };
    return strong ? null : undefined;
  }

  if (!strong) return undefined;
  const words = slot.split(' ');
  const plausible =
    words.length <= 3 && words.every((word) => /^[a-z][a-z']*$/.test(word)) && !NOT_NAMES.has(words[0]!);
  if (!plausible) return undefined;
  return { by: 'name', name: words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') };
}

/**
 * The dog a question about one dog refers to; null when it refers to the last answer's
 * dogs and there are none; undefined when the question is not about one dog.
 */
export function dogQuestion(
  text: string,
  vocabulary: AssistantVocabulary,
  previous: AssistantState | null,
): DogReference | null | undefined {
  const names = nameIndex(vocabulary.dogNames);
  for (const { before, after, knownOnly, possessive } of DOG_SHAPES) {
    const lead = before.exec(text);
    if (!lead) continue;
    const words = text
      .slice(lead.index + lead[0].length)
      .split(' ')
      .filter((word) => word !== '');
    // The dog is the shortest run of words after which the shape goes on, and which names a dog.
    for (let count = after ? 1 : words.length; count <= words.length; count++) {
      const slot = words.slice(0, count).join(' ');
      if (after && !after.test(words.slice(count).join(' '))) continue;
      if (possessive && !slot.endsWith("'s")) continue;
      const reference = resolveSlot(slot, names, previous, !knownOnly);
      if (reference !== undefined) return reference;
    }
  }
  return undefined;
}
