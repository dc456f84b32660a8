// Learned taste: what an adopter's own likes and passes reveal beyond the survey
// (product §13). A small, deterministic, explainable model: every attribute value of the
// swiped dogs (a size, an age, an energy level, a temperament trait, good with kids / dogs /
// cats, special needs, how far away) gets a lift, the log-odds of a like among dogs with it
// against the adopter's overall rate of likes, pulled towards zero when it rests on few
// swipes. A dog's taste fit adds up the lifts of its attributes. The score blends the survey
// fraction with the taste fit, with a weight that grows with the number of swipes (score.ts).
import { AGE_CATEGORIES, DOG_SIZES, ENERGY_LEVELS, TEMPERAMENT_TRAITS, type SwipeDirection } from '../constants.ts';
import { capitalize, TRAIT_WORDS } from './labels.ts';
import type { MatchDog } from './types.ts';

/** A dog as the taste model reads it: its attributes and, when known, miles from the adopter. */
export type TasteDog = MatchDog & { distance?: number | null };

export interface TasteSwipe {
  dog: TasteDog;
  direction: SwipeDirection;
}

export interface LearnedTaste {
  likes: number;
  passes: number;
  /** How much the taste counts in a score, 0 (survey only) up to TASTE_MAX_WEIGHT. */
  weight: number;
  /** The lift of each attribute value seen in the swipes, by feature key ('size:large'). */
  lifts: ReadonlyMap<string, number>;
  /** Likes and passes of each attribute value, by feature key. */
  counts: ReadonlyMap<string, { likes: number; passes: number }>;
}

/** Below this many swipes the score is the survey score alone. */
export const TASTE_MIN_SWIPES = 5;
/** The taste never counts for more than this share of a score ... */
export const TASTE_MAX_WEIGHT = 0.6;
/** ... and counts for half of that after this many swipes: the blend grows with evidence. */
export const TASTE_HALF_WEIGHT_SWIPES = 15;
/** How many swipes' worth of "no different from your usual" each attribute's rate starts from. */
export const TASTE_PRIOR_SWIPES = 3;
/** A lift this strong, on at least TASTE_SUMMARY_MIN_SWIPES swipes, is worth saying in words. */
export const TASTE_SUMMARY_MIN_LIFT = 0.5;
export const TASTE_SUMMARY_MIN_SWIPES = 3;
export const TASTE_MAX_FAVOURS = 4;
export const TASTE_MAX_AVOIDS = 3;

/** Distance bands in miles (upper bounds); past the last, "further". */
const DISTANCE_BANDS = [
  { key: 'near', upTo: 5, chip: 'Dogs within 5 miles', noun: 'dogs within 5 miles' },
  { key: 'mid', upTo: 15, chip: 'Dogs 5-15 miles away', noun: 'dogs 5-15 miles away' },
  { key: 'far', upTo: 30, chip: 'Dogs 15-30 miles away', noun: 'dogs 15-30 miles away' },
  { key: 'further', upTo: Infinity, chip: 'Dogs over 30 miles away', noun: 'dogs over 30 miles away' },
] as const;

interface Feature {
  /** One favour or aversion per group is said in words ("Small dogs" and "Large dogs" never both). */
  group: string;
  /** For the profile's Learned Preferences ("Medium-sized dogs", "Calm temperament"). */
  chip: string;
  /** For a reason ("You tend to like calm dogs"). */
  noun: string;
}

const SIZE_NOUNS = { small: 'small dogs', medium: 'medium-sized dogs', large: 'large dogs' } as const;
const AGE_NOUNS = { puppy: 'puppies', young: 'young dogs', adult: 'adult dogs', senior: 'senior dogs' } as const;
const ENERGY_NOUNS = {
  low: 'low-energy dogs',
  moderate: 'moderate-energy dogs',
  high: 'high-energy dogs',
  very_high: 'very high-energy dogs',
} as const;
const ENERGY_CHIPS = {
  low: 'Low energy',
  moderate: 'Moderate energy',
  high: 'High energy',
  very_high: 'Very high energy',
} as const;
const GOOD_WITH = [
  { key: 'kids', words: 'kids' },
  { key: 'dogs', words: 'other dogs' },
  { key: 'cats', words: 'cats' },
] as const;

/** Every feature the model knows, by key, in the order used to break ties. */
const FEATURES = new Map<string, Feature>([
  ...DOG_SIZES.map((size): [string, Feature] => [
    `size:${size}`,
    { group: 'size', chip: capitalize(SIZE_NOUNS[size]), noun: SIZE_NOUNS[size] },
  ]),
  ...ENERGY_LEVELS.map((energy): [string, Feature] => [
    `energy:${energy}`,
    { group: 'energy', chip: ENERGY_CHIPS[energy], noun: ENERGY_NOUNS[energy] },
  ]),
  ...TEMPERAMENT_TRAITS.map((trait): [string, Feature] => [
    `trait:${trait}`,
    {
      group: `trait:${trait}`,
      chip: `${capitalize(TRAIT_WORDS[trait])} temperament`,
      noun: `${TRAIT_WORDS[trait]} dogs`,
    },
  ]),
  ...AGE_CATEGORIES.map((age): [string, Feature] => [
    `age:${age}`,
    { group: 'age', chip: capitalize(AGE_NOUNS[age]), noun: AGE_NOUNS[age] },
  ]),
  ...GOOD_WITH.flatMap(({ key, words }): [string, Feature][] => [
    [`${key}:yes`, { group: key, chip: `Good with ${words}`, noun: `dogs good with ${words}` }],
    [`${key}:no`, { group: key, chip: `Not good with ${words}`, noun: `dogs not good with ${words}` }],
  ]),
  ['special:yes', { group: 'special', chip: 'Dogs with special needs', noun: 'dogs with special needs' }],
  ['special:no', { group: 'special', chip: 'Dogs without special needs', noun: 'dogs without special needs' }],
  ...DISTANCE_BANDS.map((band): [string, Feature] => [
    `distance:${band.key}`,
    { group: 'distance', chip: band.chip, noun: band.noun },
  ]),
]);
const FEATURE_ORDER = new Map([...FEATURES.keys()].map((key, i) => [key, i]));

const HAS_TEXT = /\S/;

/** The feature keys a dog has: one size, age and energy, each trait, the known good-with answers, special needs, a distance band. */
export function tasteFeatures(dog: TasteDog): string[] {
  const keys = [`size:${dog.size}`, `energy:${dog.energyLevel}`, `age:${dog.ageCategory}`];
  for (const trait of new Set(dog.temperament)) keys.push(`trait:${trait}`);
  // An unknown good-with answer is no feature: it teaches nothing and is judged by nothing.
  if (dog.goodWithKids !== null) keys.push(`kids:${dog.goodWithKids ? 'yes' : 'no'}`);
  if (dog.goodWithDogs !== null) keys.push(`dogs:${dog.goodWithDogs ? 'yes' : 'no'}`);
  if (dog.goodWithCats !== null) keys.push(`cats:${dog.goodWithCats ? 'yes' : 'no'}`);
  keys.push(`special:${dog.specialNeeds !== null && HAS_TEXT.test(dog.specialNeeds) ? 'yes' : 'no'}`);
  if (dog.distance !== null && dog.distance !== undefined && Number.isFinite(dog.distance)) {
    keys.push(`distance:${DISTANCE_BANDS.find((band) => dog.distance! <= band.upTo)!.key}`);
  }
  return keys;
}

/** How many feature keys there are; each has an index below it (featureIndexes). */
export const FEATURE_COUNT = FEATURE_ORDER.size;

/** tasteFeatures as indexes, in the same order: a compact form for keeping many dogs' features. */
export function featureIndexes(dog: TasteDog): number[] {
  return tasteFeatures(dog).map((key) => FEATURE_ORDER.get(key)!);
}

/** The taste's lifts by feature index (0 where it knows nothing), for summing indexed features as tasteFit does. */
export function liftsByIndex(taste: LearnedTaste): Float64Array {
  const lifts = new Float64Array(FEATURE_COUNT);
  for (const [key, lift] of taste.lifts) lifts[FEATURE_ORDER.get(key)!] = lift;
  return lifts;
}

const logit = (p: number) => Math.log(p / (1 - p));

export const NO_TASTE: LearnedTaste = { likes: 0, passes: 0, weight: 0, lifts: new Map(), counts: new Map() };

/** The taste weight for this many swipes: 0 below TASTE_MIN_SWIPES, then rising towards TASTE_MAX_WEIGHT. */
export function tasteWeight(swipes: number): number {
  return swipes < TASTE_MIN_SWIPES ? 0 : (TASTE_MAX_WEIGHT * swipes) / (swipes + TASTE_HALF_WEIGHT_SWIPES);
}

export function learnTaste(swipes: readonly TasteSwipe[]): LearnedTaste {
  return addToTaste(NO_TASTE, swipes);
}

/**
 * The taste learned from the swipes `taste` was learned from and these further ones (other
 * dogs than those): the same as learnTaste over all of them, without going through the
 * earlier swipes again, since a taste is its counts.
 */
export function addToTaste(taste: LearnedTaste, swipes: readonly TasteSwipe[]): LearnedTaste {
  if (swipes.length === 0) return taste;
  const counts = new Map<string, { likes: number; passes: number }>();
  for (const [key, count] of taste.counts) counts.set(key, { ...count });
  let likes = taste.likes;
  for (const { dog, direction } of swipes) {
    const liked = direction === 'right';
    if (liked) likes++;
    for (const key of tasteFeatures(dog)) {
      const count = counts.get(key) ?? { likes: 0, passes: 0 };
      if (liked) count.likes++;
      else count.passes++;
      counts.set(key, count);
    }
  }
  const total = taste.likes + taste.passes + swipes.length;
  const passes = total - likes;
  // The adopter's usual rate of likes, kept off 0 and 1 so every log-odds is finite.
  const usual = (likes + 1) / (total + 2);
  const lifts = new Map<string, number>();
  for (const [key, count] of counts) {
    const rate = (count.likes + TASTE_PRIOR_SWIPES * usual) / (count.likes + count.passes + TASTE_PRIOR_SWIPES);
    lifts.set(key, logit(rate) - logit(usual));
  }
  return { likes, passes, weight: tasteWeight(total), lifts, counts };
}

/** How well a dog fits the learned taste, from -1 (like the dogs passed) to +1 (like the dogs liked); 0 when nothing is known. */
export function tasteFit(taste: LearnedTaste, dog: TasteDog): number {
  if (taste.weight === 0) return 0;
  let sum = 0;
  for (const key of tasteFeatures(dog)) sum += taste.lifts.get(key) ?? 0;
  return Math.tanh(sum / 2);
}

/** The dog's attribute that the taste speaks most strongly about, if any is worth a sentence. */
export function tasteReason(taste: LearnedTaste, dog: TasteDog): string | null {
  if (taste.weight === 0) return null;
  let best: { key: string; lift: number } | null = null;
  for (const key of tasteFeatures(dog)) {
    const lift = taste.lifts.get(key) ?? 0;
    const count = taste.counts.get(key);
    if (!count || Math.abs(lift) < TASTE_SUMMARY_MIN_LIFT || count.likes + count.passes < TASTE_SUMMARY_MIN_SWIPES)
      continue;
    if (!best || Math.abs(lift) > Math.abs(best.lift)) best = { key, lift };
  }
  if (!best) return null;
  const noun = FEATURES.get(best.key)!.noun;
  return best.lift > 0 ? `You tend to like ${noun}` : `You tend to pass on ${noun}`;
}

export interface TasteSummary {
  /** At least TASTE_MIN_SWIPES swipes: the taste counts in scores. */
  enough: boolean;
  likes: number;
  passes: number;
  /** What the likes favour, in plain words, strongest first; [] when not enough. */
  favours: string[];
  /** What the passes show the adopter skips, strongest first; [] when not enough. */
  avoids: string[];
}

/** The profile's Learned Preferences: the same lifts the scores use, said in words. */
export function summarizeTaste(taste: LearnedTaste): TasteSummary {
  const summary: TasteSummary = {
    enough: taste.weight > 0,
    likes: taste.likes,
    passes: taste.passes,
    favours: [],
    avoids: [],
  };
  if (!summary.enough) return summary;
  const strong = [...taste.lifts]
    .filter(([key, lift]) => {
      const count = taste.counts.get(key)!;
      return Math.abs(lift) >= TASTE_SUMMARY_MIN_LIFT && count.likes + count.passes >= TASTE_SUMMARY_MIN_SWIPES;
    })
    .sort(
      ([a, liftA], [b, liftB]) => Math.abs(liftB) - Math.abs(liftA) || FEATURE_ORDER.get(a)! - FEATURE_ORDER.get(b)!,
    );
  const said = new Set<string>();
  for (const [key, lift] of strong) {
    const feature = FEATURES.get(key)!;
    const list = lift > 0 ? summary.favours : summary.avoids;
    if (said.has(feature.group) || list.length >= (lift > 0 ? TASTE_MAX_FAVOURS : TASTE_MAX_AVOIDS)) continue;
    said.add(feature.group);
    list.push(feature.chip);
  }
  return summary;
}
