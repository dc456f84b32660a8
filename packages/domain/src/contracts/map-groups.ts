// Crowded map views (decision 019). With `group=auto`, `GET /api/dogs?view=map` answers a
// view holding more than MAP_GROUPS_OVER dogs with one group per lister instead of a marker
// per dog: a lister's dogs share its point, so a city's thousands of dogs are a few hundred
// points. Each group says how many of its dogs have each combination of the traits the map
// filters on, so the map's filters stay local and its counts stay exact.
import { z } from 'zod';
import {
  AGE_CATEGORIES,
  DOG_SIZES,
  ENERGY_LEVELS,
  LISTER_TYPES,
  type AgeCategory,
  type DogSize,
  type EnergyLevel,
} from '../constants.ts';
import { dogMarkerSchema, type DogMarker } from './dogs.ts';

/** Past this many dogs in view, a `group=auto` answer holds groups instead of dogs. */
export const MAP_GROUPS_OVER = 1_000;

/** The traits the map's filters read (map-filters.ts in the web app). */
export type FilterTraits = Pick<
  DogMarker,
  'size' | 'ageCategory' | 'energyLevel' | 'goodWithKids' | 'goodWithDogs' | 'goodWithCats'
>;

/** How many trait codes there are: 3 sizes x 4 ages x 4 energies x 2 x 2 x 2. */
export const TRAIT_CODES = DOG_SIZES.length * AGE_CATEGORIES.length * ENERGY_LEVELS.length * 8;

/** One whole number for a dog's filter traits, from 0 to TRAIT_CODES - 1 (traitsOfCode reverses it). */
export function traitCode(dog: FilterTraits): number {
  const size = DOG_SIZES.indexOf(dog.size);
  const age = AGE_CATEGORIES.indexOf(dog.ageCategory);
  const energy = ENERGY_LEVELS.indexOf(dog.energyLevel);
  const goodWith = Number(dog.goodWithKids) * 4 + Number(dog.goodWithDogs) * 2 + Number(dog.goodWithCats);
  return ((size * AGE_CATEGORIES.length + age) * ENERGY_LEVELS.length + energy) * 8 + goodWith;
}

export function traitsOfCode(code: number): FilterTraits {
  const goodWith = code % 8;
  const energy = Math.floor(code / 8) % ENERGY_LEVELS.length;
  const age = Math.floor(code / 8 / ENERGY_LEVELS.length) % AGE_CATEGORIES.length;
  const size = Math.floor(code / 8 / ENERGY_LEVELS.length / AGE_CATEGORIES.length);
  return {
    size: DOG_SIZES[size] as DogSize,
    ageCategory: AGE_CATEGORIES[age] as AgeCategory,
    energyLevel: ENERGY_LEVELS[energy] as EnergyLevel,
    goodWithKids: (goodWith & 4) !== 0,
    goodWithDogs: (goodWith & 2) !== 0,
    goodWithCats: (goodWith & 1) !== 0,
  };
}

/** One lister's available dogs inside the view. */
export const dogGroupSchema = z.object({
  listerId: z.string(),
  listerType: z.enum(LISTER_TYPES),
  latitude: z.number(),
  longitude: z.number(),
  /** Its dogs in view. */
  count: z.number().int().positive(),
  /** The cover photo of its newest dog, or null. */
  photo: z.string().nullable(),
  /** `[traitCode, dogs]` pairs, one per combination its dogs have; the dogs add up to `count`. */
  traits: z.array(
    z.tuple([
      z
        .number()
        .int()
        .min(0)
        .max(TRAIT_CODES - 1),
      z.number().int().positive(),
    ]),
  ),
});
export type DogGroup = z.infer<typeof dogGroupSchema>;

/** `GET /api/dogs?view=map&group=auto&bbox=...`: the dogs in view, or their listers' groups when crowded. */
export const mapAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dogs'), dogs: z.array(dogMarkerSchema).max(MAP_GROUPS_OVER) }),
  z.object({ kind: z.literal('groups'), groups: z.array(dogGroupSchema) }),
]);
export type MapAnswer = z.infer<typeof mapAnswerSchema>;
