// The map's filters on the server (decision 019): a dog's filter traits as one whole number,
// kept with each marker, so a request's filters become a table of the codes they let through.
import {
  AGE_CATEGORIES,
  DOG_SIZES,
  ENERGY_LEVELS,
  matchesMapFilters,
  type FilterableDog,
  type MapFilters,
} from '@scout/domain';

/** How many trait codes there are: 3 sizes x 4 ages x 4 energies x 2 x 2 x 2. */
export const TRAIT_CODES = DOG_SIZES.length * AGE_CATEGORIES.length * ENERGY_LEVELS.length * 8;

/** One whole number for a dog's filter traits, from 0 to TRAIT_CODES - 1 (traitsOfCode reverses it). */
export function traitCode(dog: FilterableDog): number {
  const size = DOG_SIZES.indexOf(dog.size);
  const age = AGE_CATEGORIES.indexOf(dog.ageCategory);
  const energy = ENERGY_LEVELS.indexOf(dog.energyLevel);
  const goodWith = Number(dog.goodWithKids) * 4 + Number(dog.goodWithDogs) * 2 + Number(dog.goodWithCats);
  return ((size * AGE_CATEGORIES.length + age) * ENERGY_LEVELS.length + energy) * 8 + goodWith;
}

export function traitsOfCode(code: number): FilterableDog {
  const goodWith = code % 8;
  const energy = Math.floor(code / 8) % ENERGY_LEVELS.length;
  const age = Math.floor(code / 8 / ENERGY_LEVELS.length) % AGE_CATEGORIES.length;
  const size = Math.floor(code / 8 / ENERGY_LEVELS.length / AGE_CATEGORIES.length);
  return {
    size: DOG_SIZES[size]!,
    ageCategory: AGE_CATEGORIES[age]!,
    energyLevel: ENERGY_LEVELS[energy]!,
    goodWithKids: (goodWith & 4) !== 0,
    goodWithDogs: (goodWith & 2) !== 0,
    goodWithCats: (goodWith & 1) !== 0,
  };
}

/** Which codes pass the filters (1) and which do not (0). */
export function codesPassing(filters: MapFilters): Uint8Array {
  const passing = new Uint8Array(TRAIT_CODES);
  for (let code = 0; code < TRAIT_CODES; code++) passing[code] = matchesMapFilters(traitsOfCode(code), filters) ? 1 : 0;
  return passing;
}
