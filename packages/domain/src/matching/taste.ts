// summarizeTaste: the profile's "Learned Preferences", learned from the adopter's own
// swipes (decisions §7): what is common among the dogs they liked and rarer among those
// they passed.
import { AGE_CATEGORIES, DOG_SIZES, ENERGY_LEVELS, TEMPERAMENT_TRAITS } from '../constants.ts';
import { capitalize, TRAIT_WORDS } from './labels.ts';
import type { MatchDog } from './types.ts';

export interface TasteSummary {
  /** At least TASTE_MIN_LIKES likes: enough to say anything. */
  enough: boolean;
  likes: number;
  passes: number;
  /** Plain phrases ("Medium-sized dogs", "Calm temperament"), strongest first; [] when not enough. */
  favours: string[];
}

export const TASTE_MIN_LIKES = 5;
/** An attribute is a favour when at least this share of likes has it ... */
export const TASTE_MIN_LIKE_SHARE = 0.5;
/** ... and its share among likes exceeds its share among passes by at least this much. */
export const TASTE_MIN_LIFT = 0.2;
export const TASTE_MAX_FAVOURS = 4;

interface Attribute {
  /** One favour per group, so "Small dogs" and "Large dogs" never both appear. */
  group: string;
  phrase: string;
  has(dog: MatchDog): boolean;
}

const SIZE_PHRASES = { small: 'Small dogs', medium: 'Medium-sized dogs', large: 'Large dogs' } as const;
const ENERGY_PHRASES = { low: 'Low energy', moderate: 'Moderate energy', high: 'High energy', very_high: 'Very high energy' } as const;
const AGE_PHRASES = { puppy: 'Puppies', young: 'Young dogs', adult: 'Adult dogs', senior: 'Senior dogs' } as const;

/** In the order used to break ties. */
const ATTRIBUTES: readonly Attribute[] = [
  ...DOG_SIZES.map((size) => ({ group: 'size', phrase: SIZE_PHRASES[size], has: (d: MatchDog) => d.size === size })),
  ...ENERGY_LEVELS.map((energy) => ({ group: 'energy', phrase: ENERGY_PHRASES[energy], has: (d: MatchDog) => d.energyLevel === energy })),
  ...TEMPERAMENT_TRAITS.map((trait) => ({
    group: 'temperament',
    phrase: `${capitalize(TRAIT_WORDS[trait])} temperament`,
    has: (d: MatchDog) => d.temperament.includes(trait),
  })),
  ...AGE_CATEGORIES.map((age) => ({ group: 'age', phrase: AGE_PHRASES[age], has: (d: MatchDog) => d.ageCategory === age })),
  { group: 'kids', phrase: 'Good with kids', has: (d) => d.goodWithKids },
  { group: 'dogs', phrase: 'Good with other dogs', has: (d) => d.goodWithDogs },
  { group: 'cats', phrase: 'Good with cats', has: (d) => d.goodWithCats },
];

function share(dogs: readonly MatchDog[], attribute: Attribute): number {
  if (dogs.length === 0) return 0;
  let count = 0;
  for (const dog of dogs) if (attribute.has(dog)) count++;
  return count / dogs.length;
}

export function summarizeTaste(liked: readonly MatchDog[], passed: readonly MatchDog[]): TasteSummary {
  const enough = liked.length >= TASTE_MIN_LIKES;
  const summary: TasteSummary = { enough, likes: liked.length, passes: passed.length, favours: [] };
  if (!enough) return summary;

  const candidates = ATTRIBUTES.map((attribute, order) => {
    const likeShare = share(liked, attribute);
    return { attribute, order, likeShare, lift: likeShare - share(passed, attribute) };
  })
    .filter((c) => c.likeShare >= TASTE_MIN_LIKE_SHARE && c.lift >= TASTE_MIN_LIFT)
    .sort((a, b) => b.lift - a.lift || b.likeShare - a.likeShare || a.order - b.order);

  const groups = new Set<string>();
  for (const { attribute } of candidates) {
    if (summary.favours.length >= TASTE_MAX_FAVOURS) break;
    if (groups.has(attribute.group)) continue;
    groups.add(attribute.group);
    summary.favours.push(attribute.phrase);
  }
  return summary;
}
