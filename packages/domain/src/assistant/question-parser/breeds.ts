// Breeds: read from the data's own breed names (and their parts: "Labrador" of "Labrador
// Retriever Mix"), everyday names ("lab", "pittie") and well-known breeds not listed now,
// the longest phrase first, so "labrador retriever" is one breed, not "labrador" and
// "retriever".
import type { Asked } from './asked.ts';
import type { Scan } from './scan.ts';
import { normalizeText } from './text.ts';

/** Words that never name a breed on their own (generic, or words the search rules read). */
const NOT_BREED_WORDS = new Set(
  (
    'mix mixed breed breeds dog dogs cross x and or with of the a an great miniature mini standard toy ' +
    'american english king jack border giant old young puppy senior adult small medium large big little ' +
    'tiny active calm gentle friendly playful loyal protective independent energetic unknown other mutt ' +
    'pup pups good best charles family friend kids cats cat quiet sweet happy lazy black white brown red ' +
    'blue yellow chocolate grey gray tan fawn brindle spotted merle cream silver'
  ).split(' '),
);
/** Words a breed phrase of several words may not start or end with. */
const EDGE_WORDS = new Set('mix mixed and or with of the a an x cross'.split(' '));

/** Everyday names for breeds -> the words the breed goes by in the data. */
const BREED_ALIASES: Record<string, string> = {
  lab: 'Labrador',
  labs: 'Labrador',
  pitbull: 'Pit Bull',
  pitbulls: 'Pit Bull',
  pittie: 'Pit Bull',
  pitties: 'Pit Bull',
  pitty: 'Pit Bull',
  pibble: 'Pit Bull',
  pibbles: 'Pit Bull',
  gsd: 'German Shepherd',
  alsatian: 'German Shepherd',
  aussie: 'Australian Shepherd',
  aussies: 'Australian Shepherd',
  heeler: 'Cattle Dog',
  heelers: 'Cattle Dog',
  'blue heeler': 'Cattle Dog',
  'red heeler': 'Cattle Dog',
  doxie: 'Dachshund',
  doxies: 'Dachshund',
  'wiener dog': 'Dachshund',
  'weiner dog': 'Dachshund',
  'sausage dog': 'Dachshund',
  yorkie: 'Yorkshire Terrier',
  yorkies: 'Yorkshire Terrier',
  staffie: 'Staffordshire',
  staffy: 'Staffordshire',
  amstaff: 'Staffordshire',
  rottie: 'Rottweiler',
  rotties: 'Rottweiler',
  golden: 'Golden Retriever',
  goldens: 'Golden Retriever',
  frenchie: 'French Bulldog',
  frenchies: 'French Bulldog',
  pyr: 'Great Pyrenees',
  pyrs: 'Great Pyrenees',
  dalmation: 'Dalmatian',
  doodle: 'Doodle',
  doodles: 'Doodle',
};

/**
 * Breeds adopters ask for by name even when none is listed now (searching them finds
 * nothing, and the answer says so). Read as whole names only: their parts ("mountain" of
 * Bernese Mountain Dog) are everyday words.
 */
const KNOWN_BREEDS = [
  'Pug',
  'Bulldog',
  'French Bulldog',
  'Poodle',
  'Labradoodle',
  'Goldendoodle',
  'Corgi',
  'Rottweiler',
  'Doberman',
  'Great Dane',
  'Mastiff',
  'Bernese Mountain Dog',
  'Newfoundland',
  'Shiba Inu',
  'Akita',
  'Maltese',
  'Pomeranian',
  'Yorkshire Terrier',
  'Boston Terrier',
  'Border Collie',
  'Collie',
  'Sheltie',
  'Weimaraner',
  'Vizsla',
  'Pointer',
  'Setter',
  'Spaniel',
  'Beagle',
  'Dachshund',
  'Chihuahua',
  'Husky',
  'Malamute',
  'Samoyed',
  'Boxer',
  'Greyhound',
  'Whippet',
  'Basset Hound',
  'Bloodhound',
  'Coonhound',
  'Shih Tzu',
  'Lhasa Apso',
  'Havanese',
  'Bichon',
  'Schnauzer',
  'Terrier',
  'Retriever',
  'Labrador',
  'Golden Retriever',
  'German Shepherd',
  'Australian Shepherd',
  'Cattle Dog',
  'Dalmatian',
  'Pit Bull',
  'Hound',
  'Jack Russell',
  'Papillon',
  'Pekingese',
  'Chow Chow',
  'Shar Pei',
  'Basenji',
  'Saint Bernard',
  'Cane Corso',
  'Catahoula',
  'Great Pyrenees',
  'Cavalier',
  'Staffordshire',
  'Doodle',
];

interface BreedIndex {
  /** Normalized phrase (and its plural) -> the breed words it stands for, as written in the data. */
  phrases: Map<string, string[]>;
  longest: number;
}

function pluralForms(word: string): string[] {
  if (/s$/.test(word)) return [];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/(x|z|ch|sh)$/.test(word)) return [`${word}es`];
  return [`${word}s`];
}

const breedIndexes = new WeakMap<readonly string[], BreedIndex>();

function breedIndex(breeds: readonly string[]): BreedIndex {
  const cached = breedIndexes.get(breeds);
  if (cached) return cached;
  const phrases = new Map<string, string[]>();
  const put = (words: readonly string[], display: string) => {
    for (const key of [
      words,
      ...pluralForms(words[words.length - 1]!).map((plural) => [...words.slice(0, -1), plural]),
    ]) {
      const joined = key.join(' ');
      // The first spelling wins: the data's own, before the well-known names.
      if (!phrases.has(joined)) phrases.set(joined, [display]);
    }
  };
  for (const breed of breeds) {
    const display = breed
      .replace(/[^\p{L}\p{N}']+/gu, ' ')
      .trim()
      .split(' ');
    const words = normalizeText(breed).split(' ');
    if (words.length !== display.length) continue;
    for (let start = 0; start < words.length; start++) {
      for (let end = start + 1; end <= words.length; end++) {
        const part = words.slice(start, end);
        if (part.length === 1 && (NOT_BREED_WORDS.has(part[0]!) || part[0]!.length < 3 || /\d/.test(part[0]!)))
          continue;
        if (EDGE_WORDS.has(part[0]!) || EDGE_WORDS.has(part[part.length - 1]!)) continue;
        put(part, display.slice(start, end).join(' '));
      }
    }
  }
  for (const breed of KNOWN_BREEDS) put(normalizeText(breed).split(' '), breed);
  // An everyday name stands for its breed and for itself where the data uses it ("lab" is "Labrador" and "Lab").
  for (const [alias, target] of Object.entries(BREED_ALIASES)) {
    const targets = phrases.get(normalizeText(target)) ?? [target];
    phrases.set(alias, [...new Set([...targets, ...(phrases.get(alias) ?? [])])]);
  }
  let longest = 1;
  for (const key of phrases.keys()) longest = Math.max(longest, key.split(' ').length);
  const index = { phrases, longest };
  breedIndexes.set(breeds, index);
  return index;
}

/** Breed phrases in the unread words, longest first; each word is read once. */
export function readBreeds(scan: Scan, breeds: readonly string[], asked: Asked) {
  const { phrases, longest } = breedIndex(breeds);
  const words = scan.words();
  const kept: string[] = [];
  for (let i = 0; i < words.length;) {
    let found = 0;
    for (let n = Math.min(longest, words.length - i); n >= 1 && found === 0; n--) {
      const part = words.slice(i, i + n);
      if (part.includes(';')) continue;
      const displays = phrases.get(part.join(' '));
      if (displays !== undefined) {
        asked.breeds.push(...displays);
        found = n;
      }
    }
    if (found > 0) {
      kept.push(';');
      i += found;
    } else {
      kept.push(words[i]!);
      i += 1;
    }
  }
  scan.rest = ` ${kept.join(' ')} `;
  asked.breeds = broadestBreeds(asked.breeds);
}

/** Drops repeats and any phrase another one covers ("Labrador" covers "Labrador Retriever"). */
function broadestBreeds(breeds: readonly string[]): string[] {
  const unique = [...new Map(breeds.map((b) => [b.toLowerCase(), b])).values()];
  const covers = (broad: string, narrow: string) => ` ${narrow.toLowerCase()} `.includes(` ${broad.toLowerCase()} `);
  return unique.filter((narrow) => !unique.some((broad) => broad !== narrow && covers(broad, narrow)));
}
