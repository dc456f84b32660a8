// Builds realistic, varied dogs from a seeded PRNG: breed, age in its band, weight in its
// size band, energy, temperament, good-with flags, a warm bio written from those traits,
// and photos of one illustration look. Used by the demo world and the synthetic world.
import {
  AGE_BANDS,
  SIZE_BANDS,
  type AgeCategory,
  type DogSize,
  type EnergyLevel,
  type TemperamentTrait,
} from '@scout/domain';
import type { NewDogRecord } from '../schema/index.ts';
import { BREEDS, type BreedProfile } from './breeds.ts';
import { demoPhotoUrls, POSES_PER_LOOK } from './demo-photos.ts';
import type { Random } from './random.ts';

const MALE_NAMES = [
  'Max',
  'Charlie',
  'Cooper',
  'Buddy',
  'Rocky',
  'Bear',
  'Duke',
  'Tucker',
  'Milo',
  'Oliver',
  'Murphy',
  'Finn',
  'Winston',
  'Louie',
  'Gus',
  'Zeus',
  'Jasper',
  'Bentley',
  'Ranger',
  'Otis',
  'Moose',
  'Hank',
  'Leo',
  'Rufus',
  'Biscuit',
  'Waylon',
  'Koda',
  'Archie',
  'Beau',
  'Diesel',
  'Ziggy',
  'Toby',
  'Scout',
  'Bandit',
  'Chester',
  'Marley',
  'Theo',
  'Apollo',
  'Brutus',
  'Peanut',
  'Sarge',
  'Dexter',
  'Boone',
  'Tank',
  'Frankie',
  'Remy',
  'Bruno',
  'Jack',
];
const FEMALE_NAMES = [
  'Bella',
  'Luna',
  'Lucy',
  'Daisy',
  'Sadie',
  'Molly',
  'Bailey',
  'Maggie',
  'Sophie',
  'Chloe',
  'Stella',
  'Penny',
  'Rosie',
  'Lola',
  'Zoey',
  'Nala',
  'Ruby',
  'Willow',
  'Hazel',
  'Pepper',
  'Ginger',
  'Roxy',
  'Olive',
  'Millie',
  'Honey',
  'Cleo',
  'Piper',
  'Maple',
  'Dixie',
  'Juniper',
  'Abby',
  'Gracie',
  'Lady',
  'Mia',
  'Winnie',
  'Trixie',
  'Athena',
  'Poppy',
  'Izzy',
  'Belle',
  'Sasha',
  'Frida',
  'Nova',
  'Biscotti',
  'Tilly',
  'Marigold',
  'June',
  'Kona',
];

const SPECIAL_NEEDS = [
  'Needs a daily thyroid pill, tucked easily into a treat.',
  'Deaf since birth; responds beautifully to hand signals.',
  'Missing her back left leg but gets around just fine; no slippery stairs please.',
  'Mild hip dysplasia: daily joint supplements and gentle walks.',
  'Needs a prescription diet for a sensitive stomach.',
  'Diabetic; needs insulin shots twice a day with meals (we will show you how).',
  'Blind in one eye; does best in a calm home with a predictable layout.',
  'Heartworm positive and in treatment; needs quiet rest for a few more weeks.',
  'Seasonal allergies managed with a daily antihistamine.',
  'Anxious during thunderstorms; a crate and a calming vest help a lot.',
];

interface AgeRange {
  category: AgeCategory;
  min: number;
  max: number;
  weight: number;
}
// Shelters hold more young adults than puppies or seniors.
const AGE_RANGES: readonly AgeRange[] = [
  { category: 'puppy', min: 0.3, max: 0.9, weight: 18 },
  { category: 'young', min: AGE_BANDS.young.min, max: 2.9, weight: 32 },
  { category: 'adult', min: AGE_BANDS.adult.min, max: 6.9, weight: 32 },
  { category: 'senior', min: AGE_BANDS.senior.min, max: 14, weight: 18 },
];

const ENERGY_ORDER: readonly EnergyLevel[] = ['low', 'moderate', 'high', 'very_high'];

export function sizeForWeight(weight: number): DogSize {
  if (weight < SIZE_BANDS.small.max) return 'small';
  if (weight <= SIZE_BANDS.medium.max) return 'medium';
  return 'large';
}

export interface GeneratedDog extends Omit<NewDogRecord, 'listerId' | 'latitude' | 'longitude'> {
  sex: 'male' | 'female';
}

function weighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1]!;
}

export function pickBreed(random: Random): BreedProfile {
  return weighted(
    random,
    BREEDS.map((breed) => ({ breed, weight: breed.frequency })),
  ).breed;
}

/** One dog; `createdAt` is spread over the last `spreadDays` days before `now`. */
export function generateDog(
  random: Random,
  options: { now?: Date; spreadDays?: number; breed?: BreedProfile } = {},
): GeneratedDog {
  const now = options.now ?? new Date();
  const breed = options.breed ?? pickBreed(random);
  const sex = random.chance(0.5) ? 'male' : 'female';
  const name = random.pick(sex === 'male' ? MALE_NAMES : FEMALE_NAMES);

  const ageRange = weighted(random, AGE_RANGES);
  const age = random.float(ageRange.min, ageRange.max, 1);
  // Puppies have not reached their adult weight yet; size follows the weight they are now.
  const growth = ageRange.category === 'puppy' ? 0.35 + age * 0.55 : 1;
  const weight = Math.max(2, Math.round(random.float(breed.weight[0], breed.weight[1], 0) * growth));
  const size = sizeForWeight(weight);

  let energyIndex = ENERGY_ORDER.indexOf(breed.energy);
  if (ageRange.category === 'puppy') energyIndex += 1;
  if (ageRange.category === 'senior') energyIndex -= random.chance(0.7) ? 2 : 1;
  if (random.chance(0.2)) energyIndex += random.chance(0.5) ? 1 : -1;
  const energyLevel = ENERGY_ORDER[Math.min(3, Math.max(0, energyIndex))]!;

  const temperament = pickTemperament(random, breed, energyLevel);
  const goodWithKids = random.chance(temperament.includes('protective') ? 0.5 : 0.8);
  const goodWithDogs = random.chance(temperament.includes('independent') ? 0.55 : 0.75);
  const goodWithCats = random.chance(energyLevel === 'very_high' ? 0.25 : 0.5);
  const specialNeeds = random.chance(ageRange.category === 'senior' ? 0.25 : 0.08) ? random.pick(SPECIAL_NEEDS) : null;

  const look = random.pick(breed.looks);
  const photos = demoPhotoUrls(look, random.int(2, POSES_PER_LOOK), random.int(0, POSES_PER_LOOK - 1));
  const createdAt = new Date(now.getTime() - random.next() * (options.spreadDays ?? 60) * 86_400_000);

  const dog = {
    sex,
    name,
    breed: breed.name,
    age,
    ageCategory: ageRange.category,
    size,
    weight,
    energyLevel,
    temperament,
    goodWithKids,
    goodWithDogs,
    goodWithCats,
    specialNeeds,
    vaccinated: random.chance(ageRange.category === 'puppy' ? 0.8 : 0.94),
    spayedNeutered: random.chance(ageRange.category === 'puppy' ? 0.45 : 0.9),
    photos,
    createdAt,
    updatedAt: createdAt,
  } satisfies Omit<GeneratedDog, 'bio'>;
  return { ...dog, bio: writeBio(random, dog) };
}

function pickTemperament(random: Random, breed: BreedProfile, energy: EnergyLevel): TemperamentTrait[] {
  const count = random.int(1, 4);
  const lively = energy === 'high' || energy === 'very_high';
  // Breed leanings first, then a general pool; never "energetic" on a low-energy dog or "calm" on a very lively one.
  const allowed = (trait: TemperamentTrait) =>
    !(trait === 'energetic' && !lively) && !(trait === 'calm' && energy === 'very_high');
  const traits = random.sample(breed.traits.filter(allowed), Math.min(count, 3));
  const extras: TemperamentTrait[] = lively ? ['playful', 'energetic', 'friendly'] : ['calm', 'gentle', 'friendly'];
  for (const trait of random.sample(extras, extras.length)) {
    if (traits.length >= count) break;
    if (!traits.includes(trait)) traits.push(trait);
  }
  return traits.length > 0 ? traits : ['friendly'];
}

type BioFacts = Required<
  Pick<
    GeneratedDog,
    | 'sex'
    | 'name'
    | 'breed'
    | 'age'
    | 'ageCategory'
    | 'energyLevel'
    | 'temperament'
    | 'goodWithKids'
    | 'goodWithDogs'
    | 'goodWithCats'
    | 'specialNeeds'
  >
>;

function ageWords(facts: BioFacts): string {
  if (facts.ageCategory === 'puppy') return `${Math.round(facts.age * 12)}-month-old`;
  const years = Math.floor(facts.age);
  return `${years}-year-old`;
}

function article(word: string): string {
  // "an 8-year-old", "an 11-month-old": numbers are read aloud.
  return /^([aeiou]|8|11-|18-)/i.test(word) ? 'an' : 'a';
}

/** Two to four warm sentences built from the dog's own traits. */
export function writeBio(random: Random, facts: BioFacts): string {
  const he = facts.sex === 'male' ? 'he' : 'she';
  const He = facts.sex === 'male' ? 'He' : 'She';
  const his = facts.sex === 'male' ? 'his' : 'her';
  const him = facts.sex === 'male' ? 'him' : 'her';
  const trait = facts.temperament[0] ?? 'friendly';
  const ageWord = ageWords(facts);
  const breed = facts.breed.replace(/ Mix$/, ' mix');

  const openers = [
    `${facts.name} is ${article(trait)} ${trait} ${ageWord} ${breed} looking for a place to call home.`,
    `Meet ${facts.name}, ${article(ageWord)} ${ageWord} ${breed} with ${article(trait)} ${trait} heart and a tail that rarely stops wagging.`,
    `If you have been hoping for ${article(trait)} ${trait} companion, ${facts.name} might be the one.`,
    `${facts.name} came to us as ${article(ageWord)} ${ageWord} ${breed} and has been winning over every volunteer since.`,
  ];
  const energy: Record<EnergyLevel, string[]> = {
    low: [
      `${He} is happiest curled up on a soft bed, and a slow stroll around the block is plenty of adventure.`,
      `${He} loves long naps in a sunny spot and will happily keep you company on movie nights.`,
    ],
    moderate: [
      `A couple of good walks a day and some time in the yard keep ${him} content and relaxed at home.`,
      `${He} enjoys a morning walk and a game of fetch, then settles in nicely for the afternoon.`,
    ],
    high: [
      `${He} loves long walks, games of fetch and anything that involves being outside with ${his} people.`,
      `Hiking trails, dog parks and tug-of-war are ${his} favourite things, so an active family would suit ${him} best.`,
    ],
    very_high: [
      `${He} has energy to spare and would thrive with a runner, a hiker or a family that loves the outdoors.`,
      `${He} needs plenty of daily exercise and a job to do; agility or a big backyard would make ${his} day.`,
    ],
  };
  const social: string[] = [];
  if (facts.goodWithKids && facts.goodWithDogs) social.push(`${He} gets along well with kids and other dogs alike.`);
  else if (facts.goodWithKids)
    social.push(`${He} is sweet with children but would prefer to be the only dog in the home.`);
  else if (facts.goodWithDogs)
    social.push(`${He} enjoys other dogs but would do best in a home with older kids or adults only.`);
  else
    social.push(`${He} would do best as the only pet in an adults-only home, where ${he} can have all the attention.`);
  if (facts.goodWithCats && random.chance(0.6)) social.push(`${He} has even lived peacefully with a cat.`);
  const closers = [
    `${facts.name} is ready to meet ${his} forever family.`,
    `Come say hello; we think you will fall for ${him} as fast as we did.`,
    `${He} is house-trained, knows "sit" and is always up for a belly rub.`,
    `Give ${him} a chance and you will have a loyal friend for life.`,
  ];

  const sentences = [random.pick(openers), random.pick(energy[facts.energyLevel])];
  if (random.chance(0.75)) sentences.push(random.pick(social));
  if (facts.specialNeeds)
    sentences.push(`${He} needs a little extra care (see the health notes), and gives back every bit of it in love.`);
  if (sentences.length < 4 && random.chance(0.6)) sentences.push(random.pick(closers));
  return sentences.join(' ');
}
