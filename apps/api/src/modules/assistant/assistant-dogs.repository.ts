// The assistant's reads of available dogs (product §15): Drizzle queries only. Radius and
// distance come from the dogs repository, so the assistant measures exactly as the lists do.
import type { DogSearchFilters } from '@scout/domain/assistant/types';
import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dataVersions, dogs, listers } from '../../db/schema/index.ts';
import { earthPoint } from '../../db/earth-distance.ts';
import { milesFrom, within, type Point } from '../dogs/dogs.repository.ts';

/** What the assistant says about a dog and what the matching engine reads; the lister only for its public name. */
const assistantDogColumns = {
  id: dogs.id,
  name: dogs.name,
  breed: dogs.breed,
  age: dogs.age,
  ageCategory: dogs.ageCategory,
  size: dogs.size,
  weight: dogs.weight,
  energyLevel: dogs.energyLevel,
  temperament: dogs.temperament,
  goodWithKids: dogs.goodWithKids,
  goodWithDogs: dogs.goodWithDogs,
  goodWithCats: dogs.goodWithCats,
  specialNeeds: dogs.specialNeeds,
  latitude: dogs.latitude,
  longitude: dogs.longitude,
  listerType: listers.type,
  listerName: listers.name,
};

const isAvailable = eq(dogs.status, 'available');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A breed filter as one PostgreSQL regular expression: any of the phrases as whole words
 * (`\m` / `\M`), spaces or hyphens between their words, an optional plural ending.
 */
export function breedPattern(breeds: readonly string[]): string {
  const phrases = breeds.map((breed) =>
    breed
      .trim()
      .split(/[\s-]+/)
      .map(escapeRegExp)
      .join('[\\s-]+'),
  );
  return `\\m(?:${phrases.join('|')})(?:e?s)?\\M`;
}

function filterConditions(filters: DogSearchFilters, excludeIds: readonly string[]): SQL | undefined {
  const textArray = (values: readonly string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  const breeds = filters.breeds.filter((breed) => breed.trim() !== '');
  return and(
    isAvailable,
    filters.sizes.length > 0 ? inArray(dogs.size, filters.sizes) : undefined,
    filters.ageCategories.length > 0 ? inArray(dogs.ageCategory, filters.ageCategories) : undefined,
    filters.energyLevels.length > 0 ? inArray(dogs.energyLevel, filters.energyLevels) : undefined,
    filters.temperament.length > 0 ? sql`${dogs.temperament} @> ${textArray(filters.temperament)}` : undefined,
    filters.goodWithKids ? eq(dogs.goodWithKids, true) : undefined,
    filters.goodWithDogs ? eq(dogs.goodWithDogs, true) : undefined,
    filters.goodWithCats ? eq(dogs.goodWithCats, true) : undefined,
    breeds.length > 0 ? sql`${dogs.breed} ~* ${breedPattern(breeds)}` : undefined,
    excludeIds.length > 0 ? notInArray(dogs.id, [...excludeIds]) : undefined,
  );
}

/**
 * Available dogs within `radiusMiles` of `origin` that pass every filter, nearest first (the
 * GiST index's nearest-first walk), at most `max`: the candidates the matching engine ranks.
 */
export function searchAvailableDogs(
  db: Database,
  origin: Point,
  radiusMiles: number,
  filters: DogSearchFilters,
  excludeIds: readonly string[],
  max: number,
) {
  return db
    .select({ ...assistantDogColumns, distanceMiles: milesFrom(origin) })
    .from(dogs)
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .where(and(filterConditions(filters, excludeIds), within(origin, radiusMiles)))
    .orderBy(sql`${dogs.position} <-> ${earthPoint(origin)}`, dogs.id)
    .limit(max);
}

export type AssistantDogRow = Awaited<ReturnType<typeof searchAvailableDogs>>[number];

/** How many dogs searchAvailableDogs would find without its cap. */
export async function countAvailableDogs(
  db: Database,
  origin: Point,
  radiusMiles: number,
  filters: DogSearchFilters,
  excludeIds: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dogs)
    .where(and(filterConditions(filters, excludeIds), within(origin, radiusMiles)));
  return row?.n ?? 0;
}

export async function findAvailableDogById(
  db: Database,
  id: string,
  origin: Point,
): Promise<AssistantDogRow | undefined> {
  const [row] = await db
    .select({ ...assistantDogColumns, distanceMiles: milesFrom(origin) })
    .from(dogs)
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .where(and(isAvailable, eq(dogs.id, id)));
  return row;
}

/** The nearest available dog with this name, ignoring case. */
export async function findAvailableDogByName(
  db: Database,
  name: string,
  origin: Point,
): Promise<AssistantDogRow | undefined> {
  const distance = milesFrom(origin);
  const [row] = await db
    .select({ ...assistantDogColumns, distanceMiles: distance })
    .from(dogs)
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .where(and(isAvailable, sql`lower(${dogs.name}) = lower(${name})`))
    .orderBy(distance, dogs.id)
    .limit(1);
  return row;
}

/** The dogs table's version (bumped by every write, see data-versions.ts). */
export async function dogsVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, 'dogs'));
  return row?.version ?? 0;
}

/** The distinct breeds and names of available dogs. */
export async function availableBreedsAndNames(db: Database): Promise<{ breeds: string[]; dogNames: string[] }> {
  const breeds = await db.selectDistinct({ value: dogs.breed }).from(dogs).where(isAvailable).orderBy(asc(dogs.breed));
  const names = await db.selectDistinct({ value: dogs.name }).from(dogs).where(isAvailable).orderBy(asc(dogs.name));
  return { breeds: breeds.map((row) => row.value), dogNames: names.map((row) => row.value) };
}
