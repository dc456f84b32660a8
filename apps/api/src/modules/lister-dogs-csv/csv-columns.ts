// The CSV columns and the dog form's fields, both ways. A row is read into the Add a Dog
// form's input and checked by the form's own schema (dogInputSchema), so its problems carry
// product §5's messages word for word, named by column. Cells the schema cannot judge (a
// word where a yes/no goes, an unknown trait) get messages of their own. A dog is written
// back out in the same columns, so an exported file imports again unchanged.
import {
  AGE_BANDS,
  AGE_CATEGORIES,
  DOG_SIZES,
  dogInputSchema,
  ENERGY_LEVELS,
  SIZE_BANDS,
  TEMPERAMENT_TRAITS,
  type AgeCategory,
  type CsvRowError,
  type DogCsvColumn,
  type DogInput,
  type DogSize,
  type TemperamentTrait,
} from '@scout/domain';
import type { z } from 'zod';
import type { DogRecord } from '../../db/schema/index.ts';
import { unescapeCell, type CsvRow } from './csv-file.ts';

/** The form's field each column fills (`external_id` is the import's own). */
const FIELD_COLUMNS: Record<keyof DogInput, DogCsvColumn> = {
  name: 'name',
  breed: 'breed',
  age: 'age',
  ageCategory: 'age_category',
  size: 'size',
  weight: 'weight',
  energyLevel: 'energy_level',
  temperament: 'temperament',
  goodWithKids: 'good_with_kids',
  goodWithDogs: 'good_with_dogs',
  goodWithCats: 'good_with_cats',
  bio: 'bio',
  specialNeeds: 'special_needs',
  dayInLifeVideo: 'day_in_life_video',
  vaccinated: 'vaccinated',
  spayedNeutered: 'spayed_neutered',
  photos: 'photos',
};

/** The field-level problem for a row as a whole (values beyond the header's columns). */
export const ROW_FIELD = 'row';
export const EXTERNAL_ID_MAX_LENGTH = 200;
export const YES_NO_MESSAGE = 'Enter yes or no';
export const PHOTO_LINK_MESSAGE = 'Enter a link starting with http:// or https://';
export const TRAIT_SEPARATORS = /[;,|]/;
/** Several photo links in one cell: separated by spaces or `|`. */
export const PHOTO_SEPARATORS = /[\s|]+/;
export const chooseOneOf = (values: readonly string[]) => `Choose one of: ${values.join(', ')}`;
export const unknownTraitMessage = (trait: string) =>
  `Unknown temperament trait "${trait}": choose from ${TEMPERAMENT_TRAITS.join(', ')}`;
const extraValuesMessage = (count: number) =>
  `This row has ${count} value${count === 1 ? '' : 's'} beyond the header's columns`;

/** The form's values of a valid row, photos still the links the file gave. */
export type CsvDogInput = z.output<typeof dogInputSchema>;

export interface ReadRow {
  line: number;
  /** Set when the row passed every check of the form (photos not yet fetched). */
  dog: CsvDogInput | null;
  externalId: string | null;
  errors: CsvRowError[];
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A choice as typed: "Very High", "very-high" and "High Energy" read very_high and high; "Small (under 25 lbs)" small. */
const choiceKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/\s*\(.*\)$/, '')
    .replace(/[\s-]+/g, '_')
    .replace(/_energy$/, '');

/** The band an age in years falls in (product §3, as the form suggests it). */
export function ageCategoryForAge(age: number): AgeCategory {
  if (age < AGE_BANDS.puppy.max) return 'puppy';
  if (age < AGE_BANDS.young.max) return 'young';
  if (age < AGE_BANDS.adult.max) return 'adult';
  return 'senior';
}

/** The band a weight in lbs falls in (product §3: small under 25, large over 60). */
export function sizeForWeight(weight: number): DogSize {
  if (weight < SIZE_BANDS.small.max) return 'small';
  if (weight <= SIZE_BANDS.medium.max) return 'medium';
  return 'large';
}

/** A row's cells as the form's values, its problems, and its external id. */
export function readRow(row: CsvRow): ReadRow {
  const errors: CsvRowError[] = [];
  const fail = (field: string, message: string) => {
    if (!errors.some((e) => e.field === field && e.message === message)) errors.push({ field, message });
  };
  const text = (column: DogCsvColumn) => unescapeCell(row.cells[column] ?? '');
  const trimmed = (column: DogCsvColumn) => text(column).trim();

  /** A number, or the text as it is, which the schema refuses with the form's message. */
  const number = (column: DogCsvColumn): number | string | undefined => {
    const value = trimmed(column);
    if (value === '') return undefined;
    return NUMBER.test(value) ? Number(value) : value;
  };
  function choice<T extends string>(column: DogCsvColumn, values: readonly T[], fallback?: T): T | undefined {
    const value = trimmed(column);
    if (value === '' && fallback) return fallback;
    const key = choiceKey(value);
    if ((values as readonly string[]).includes(key)) return key as T;
    fail(column, chooseOneOf(values));
    return undefined;
  }
  const yesNo = (column: DogCsvColumn): boolean | undefined => {
    const value = trimmed(column).toLowerCase();
    if (YES.has(value)) return true;
    if (NO.has(value)) return false;
    fail(column, YES_NO_MESSAGE);
    return undefined;
  };

  const age = number('age');
  const weight = number('weight');
  const ageKnown = typeof age === 'number' && Number.isFinite(age);
  const weightKnown = typeof weight === 'number' && Number.isFinite(weight);

  const traits: TemperamentTrait[] = [];
  for (const part of text('temperament').split(TRAIT_SEPARATORS)) {
    const key = choiceKey(part);
    if (key === '') continue;
    if ((TEMPERAMENT_TRAITS as readonly string[]).includes(key)) traits.push(key as TemperamentTrait);
    else fail('temperament', unknownTraitMessage(part.trim()));
  }

  const photos = text('photos')
    .split(PHOTO_SEPARATORS)
    .filter((link) => link !== '');
  photos.forEach((link) => {
    if (!isHttpUrl(link)) fail('photos', `Photo ${link.slice(0, 100)}: ${PHOTO_LINK_MESSAGE}`);
  });

  const externalId = trimmed('external_id');
  if (externalId.length > EXTERNAL_ID_MAX_LENGTH) fail('external_id', `At most ${EXTERNAL_ID_MAX_LENGTH} characters`);
  if (row.extraValues > 0) fail(ROW_FIELD, extraValuesMessage(row.extraValues));

  const input = {
    name: text('name'),
    breed: text('breed'),
    age,
    // Blank: the band of the age (and size: of the weight), as the form suggests them.
    ageCategory: choice('age_category', AGE_CATEGORIES, ageKnown ? ageCategoryForAge(age) : 'adult'),
    size: choice('size', DOG_SIZES, weightKnown ? sizeForWeight(weight) : 'medium'),
    weight,
    energyLevel: choice('energy_level', ENERGY_LEVELS),
    temperament: traits,
    goodWithKids: yesNo('good_with_kids'),
    goodWithDogs: yesNo('good_with_dogs'),
    goodWithCats: yesNo('good_with_cats'),
    bio: text('bio'),
    specialNeeds: text('special_needs'),
    dayInLifeVideo: trimmed('day_in_life_video'),
    vaccinated: yesNo('vaccinated'),
    spayedNeutered: yesNo('spayed_neutered'),
    photos,
  };
  const parsed = dogInputSchema.safeParse(input);
  if (!parsed.success) {
    const judged = new Set(errors.map((e) => e.field));
    for (const issue of parsed.error.issues) {
      const column = FIELD_COLUMNS[issue.path[0] as keyof DogInput] ?? ROW_FIELD;
      // A cell already refused above (a word where a number goes...) keeps that one message.
      if (!judged.has(column)) fail(column, issue.message);
    }
  }
  const ok = parsed.success && errors.length === 0;
  return { line: row.line, dog: ok ? parsed.data : null, externalId: externalId || null, errors };
}

export function isHttpUrl(link: string): boolean {
  if (!URL.canParse(link)) return false;
  const { protocol } = new URL(link);
  return protocol === 'http:' || protocol === 'https:';
}

/** What export reads of a dog. */
export type ExportedDog = Omit<DogRecord, 'position'>;

/**
 * A dog as a row. Its `external_id` is the one it was imported with or, for a dog never
 * imported, its own id, which the import matches too; photos are absolute links (this
 * server's own are `publicUrl` + `/uploads/...`), which re-import keeps without fetching.
 */
export function dogToRow(dog: ExportedDog, publicUrl: string): Record<DogCsvColumn, string> {
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return {
    name: dog.name,
    breed: dog.breed,
    age: String(dog.age),
    age_category: dog.ageCategory,
    size: dog.size,
    weight: String(dog.weight),
    energy_level: dog.energyLevel,
    temperament: dog.temperament.join(';'),
    good_with_kids: yesNo(dog.goodWithKids),
    good_with_dogs: yesNo(dog.goodWithDogs),
    good_with_cats: yesNo(dog.goodWithCats),
    vaccinated: yesNo(dog.vaccinated),
    spayed_neutered: yesNo(dog.spayedNeutered),
    bio: dog.bio,
    special_needs: dog.specialNeeds ?? '',
    day_in_life_video: dog.dayInLifeVideo ?? '',
    photos: dog.photos.map((url) => (url.startsWith('/') ? `${publicUrl}${url}` : url)).join(' '),
    external_id: dog.externalId ?? dog.id,
  };
}

/** The template's example row: a dog that imports as it is (add photo links, separated by spaces). */
export const TEMPLATE_EXAMPLE: Record<DogCsvColumn, string> = {
  name: 'Biscuit',
  breed: 'Beagle Mix',
  age: '3',
  age_category: 'adult',
  size: 'medium',
  weight: '28',
  energy_level: 'moderate',
  temperament: 'friendly;playful',
  good_with_kids: 'yes',
  good_with_dogs: 'yes',
  good_with_cats: 'no',
  vaccinated: 'yes',
  spayed_neutered: 'yes',
  bio: 'A cheerful beagle who loves long sniffy walks and naps in the sun.',
  special_needs: '',
  day_in_life_video: '',
  photos: '',
  external_id: 'A-1001',
};
