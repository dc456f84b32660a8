// Dog reads for every list and the detail page: Drizzle queries only. Distances are in
// miles, measured in SQL as the domain's `distanceMiles` measures them (db/earth-distance.ts);
// radius filters go through the GiST index on the stored `position` (ll_to_earth(latitude, longitude)).
import type { LatLng } from '@scout/domain/matching';
import { and, desc, eq, getTableColumns, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { milesBetween, withinMiles } from '../../db/earth-distance.ts';
import { dogs, dogViews, listers, swipes, type DogRecord } from '../../db/schema/index.ts';

export type Point = LatLng;

/** The lister columns a dog is presented with. Never the owner's reason. */
export const listerColumns = {
  id: listers.id,
  userId: listers.userId,
  type: listers.type,
  name: listers.name,
  location: listers.location,
  phone: listers.phone,
  email: listers.email,
};

export interface ListerColumns {
  id: string;
  userId: string | null;
  type: 'shelter' | 'owner';
  name: string;
  location: string;
  phone: string;
  email: string;
}

/** A dog with its lister and, when an origin was given, its distance from it. */
export interface DogRow {
  dog: Omit<DogRecord, 'position'>;
  lister: ListerColumns;
  distanceMiles: number | null;
}

/** How far a dog is from `origin`, in miles. */
export const milesFrom = (origin: Point): SQL<number> => milesBetween(origin, dogs.position);

/** The dog is at most `miles` from `origin` (through the GiST index). */
export const within = (origin: Point, miles: number): SQL => withinMiles(origin, dogs.position, miles);

const { position: _position, ...columnsButPosition } = getTableColumns(dogs);
/** Every column but the stored position, which only queries use. */
export const dogColumns = columnsButPosition;

export function dogRowColumns(origin: Point | null) {
  return {
    dog: dogColumns,
    lister: listerColumns,
    distanceMiles: origin ? milesFrom(origin) : sql<number | null>`null::float8`,
  };
}

export const isAvailable = eq(dogs.status, 'available');

export const notSwipedBy = (db: Database, adopterId: string) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(swipes)
      .where(and(eq(swipes.adopterId, adopterId), eq(swipes.dogId, dogs.id))),
  );

/** The cursor's sort key, exact to the microsecond (a JS Date would lose precision). */
const createdAtKey = sql<string>`to_char(${dogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type ListPage =
  /** `origin` only measures distances here; it does not filter or order. */
  | { kind: 'newest'; origin: Point | null; after?: { createdAt: string; id: string } }
  | { kind: 'nearest'; origin: Point; radiusMiles: number; after?: { miles: number; id: string } };

/** One page of available dogs (`limit` rows), newest first or nearest first, after a keyset position. */
export async function listAvailableDogs(db: Database, page: ListPage, limit: number) {
  if (page.kind === 'newest') {
    const after = page.after;
    return db
      .select({ ...dogRowColumns(page.origin), createdAtKey })
      .from(dogs)
      .innerJoin(listers, eq(listers.id, dogs.listerId))
      .where(
        and(
          isAvailable,
          after &&
            // The plain bound lets the (status, created_at) index range-scan; the row comparison breaks ties.
            sql`${dogs.createdAt} <= ${after.createdAt}::timestamptz and (${dogs.createdAt}, ${dogs.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(desc(dogs.createdAt), desc(dogs.id))
      .limit(limit);
  }
  const distance = milesFrom(page.origin);
  const after = page.after;
  return db
    .select({ ...dogRowColumns(page.origin), createdAtKey })
    .from(dogs)
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .where(
      and(
        isAvailable,
        within(page.origin, page.radiusMiles),
        after && sql`(${distance}, ${dogs.id}) > (${after.miles}::float8, ${after.id}::uuid)`,
      ),
    )
    .orderBy(distance, dogs.id)
    .limit(limit);
}

/** What the matching engine and the learned taste read of a dog, and where it is. */
export const matchDogColumns = {
  name: dogs.name,
  size: dogs.size,
  ageCategory: dogs.ageCategory,
  energyLevel: dogs.energyLevel,
  temperament: dogs.temperament,
  goodWithKids: dogs.goodWithKids,
  goodWithDogs: dogs.goodWithDogs,
  goodWithCats: dogs.goodWithCats,
  specialNeeds: dogs.specialNeeds,
  latitude: dogs.latitude,
  longitude: dogs.longitude,
};

/** A dog and its lister, without a distance (discover measures it in Node). */
export type ListedDog = Omit<DogRow, 'distanceMiles'>;

/** One dog that is available or adopted (a removed dog is gone for everyone). */
export async function findVisibleDog(db: Database, id: string, origin: Point | null): Promise<DogRow | undefined> {
  const [row] = await db
    .select(dogRowColumns(origin))
    .from(dogs)
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .where(and(eq(dogs.id, id), ne(dogs.status, 'removed')));
  return row;
}

export async function recordView(db: Database, dogId: string, viewerId: string | null): Promise<void> {
  await db.insert(dogViews).values({ dogId, viewerId });
}

/** The adopter's liked dogs (latest swipe right), newest like first; removed dogs left out. */
export async function likedDogs(db: Database, adopterId: string, origin: Point | null, max: number) {
  return db
    .select({ ...dogRowColumns(origin), likedAt: swipes.updatedAt })
    .from(swipes)
    .innerJoin(dogs, eq(dogs.id, swipes.dogId))
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .where(and(eq(swipes.adopterId, adopterId), eq(swipes.direction, 'right'), ne(dogs.status, 'removed')))
    .orderBy(desc(swipes.updatedAt), desc(swipes.id))
    .limit(max);
}

/**
 * Other available dogs most like `dog`: same size (3), same energy (2), same age category
 * (2), one point per shared temperament trait; nearer to `dog` first among equals. Looks
 * within `nearMiles` of the dog first (indexed); only when that finds too few, everywhere.
 */
export async function similarDogs(
  db: Database,
  dog: Pick<DogRecord, 'id' | 'size' | 'energyLevel' | 'ageCategory' | 'temperament' | 'latitude' | 'longitude'>,
  origin: Point | null,
  limit: number,
  nearMiles: number,
): Promise<DogRow[]> {
  const shared = dog.temperament.map((trait) => sql`(${trait} = any(${dogs.temperament}))::int`);
  const similarity = sql`(${dogs.size} = ${dog.size})::int * 3 + (${dogs.energyLevel} = ${dog.energyLevel})::int * 2 + (${dogs.ageCategory} = ${dog.ageCategory})::int * 2${shared.length ? sql` + ${sql.join(shared, sql` + `)}` : sql``}`;
  const fromDog = milesFrom(dog);
  const query = (where: SQL | undefined) =>
    db
      .select(dogRowColumns(origin))
      .from(dogs)
      .innerJoin(listers, eq(listers.id, dogs.listerId))
      .where(and(isAvailable, ne(dogs.id, dog.id), where))
      .orderBy(desc(similarity), fromDog, dogs.id)
      .limit(limit);
  const near = await query(within(dog, nearMiles));
  if (near.length >= limit) return near;
  const anywhere = await query(undefined);
  return anywhere;
}

/** One lister's available dogs, newest first (the shelter page), at most `limit`. */
export async function availableDogsOfLister(
  db: Database,
  listerId: string,
  origin: Point | null,
  limit: number,
): Promise<DogRow[]> {
  return db
    .select(dogRowColumns(origin))
    .from(dogs)
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .where(and(isAvailable, eq(dogs.listerId, listerId)))
    .orderBy(desc(dogs.createdAt), desc(dogs.id))
    .limit(limit);
}
