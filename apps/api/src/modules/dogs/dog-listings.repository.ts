// Listers' writes to their own dogs and their dashboard list with counts. Drizzle queries
// only; who may do what is checked in dog-listings.service.ts.
import type { DogStatus, ListerDogSort, ListerDogStats } from '@scout/domain';
import { and, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  conversations,
  dogs,
  dogViews,
  listers,
  swipes,
  type DogRecord,
  type NewDogRecord,
} from '../../db/schema/index.ts';

/** The lister record of an account: what a new dog needs from it. */
export interface ListerRef {
  id: string;
  latitude: number;
  longitude: number;
}

/** The account's lister, unless it has none (not onboarded) or it was deleted. */
export async function findListerOfUser(db: Database, userId: string): Promise<ListerRef | undefined> {
  const [row] = await db
    .select({ id: listers.id, latitude: listers.latitude, longitude: listers.longitude })
    .from(listers)
    .where(and(eq(listers.userId, userId), isNull(listers.deletedAt)));
  return row;
}

/** What deciding on a change to a dog needs: whose it is, its status and its photos. */
export type DogForWrite = Pick<DogRecord, 'id' | 'listerId' | 'status' | 'photos'>;

/**
 * The dogs with these ids that are not removed (a removed dog is gone for everyone, its lister
 * included), in no order; missing ones are left out.
 */
export async function findDogsForWrite(db: Database, dogIds: readonly string[]): Promise<DogForWrite[]> {
  if (dogIds.length === 0) return [];
  return db
    .select({ id: dogs.id, listerId: dogs.listerId, status: dogs.status, photos: dogs.photos })
    .from(dogs)
    .where(and(inArray(dogs.id, [...dogIds]), ne(dogs.status, 'removed')));
}

export async function insertDog(db: Database, values: NewDogRecord): Promise<string> {
  const [row] = await db.insert(dogs).values(values).returning({ id: dogs.id });
  if (!row) throw new Error('insert into dogs returned nothing');
  return row.id;
}

export type DogChanges = Partial<
  Omit<NewDogRecord, 'id' | 'listerId' | 'latitude' | 'longitude' | 'position' | 'createdAt'>
>;

/**
 * Applies `changes` to the dog if it still belongs to `listerId` and is not removed, in one
 * statement (nothing can slip in between a check and the write). False when nothing matched.
 */
export async function updateOwnDog(
  db: Database,
  dogId: string,
  listerId: string,
  changes: DogChanges,
): Promise<boolean> {
  const updated = await db
    .update(dogs)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(dogs.id, dogId), eq(dogs.listerId, listerId), ne(dogs.status, 'removed')))
    .returning({ id: dogs.id });
  return updated.length > 0;
}

/** A lister's dog on the dashboard, with its counts (product §14). */
export interface ListerDogRow {
  dog: Pick<DogRecord, 'id' | 'name' | 'breed' | 'age' | 'size' | 'weight' | 'bio' | 'photos' | 'status' | 'createdAt'>;
  views: number;
  inquiries: number;
  interestedAdopters: number;
}

// Drizzle writes select-list columns unqualified, and a bare "id" inside a count's subquery
// would mean the counted table's own id: name the outer dog's id in full.
const outerDogId = sql`${dogs}.${sql.identifier('id')}`;
const countOf = (table: typeof dogViews | typeof conversations | typeof swipes, where = sql`true`) =>
  sql<number>`(select count(*) from ${table} where ${table.dogId} = ${outerDogId} and ${where})`.mapWith(Number);

/**
 * A dog's counts on the dashboard: views (rows in dog_views), inquiries (conversations about
 * it) and interested adopters (adopters whose swipe on it, one per adopter and dog, is a
 * like). Each count walks its dog_id index.
 */
const dogCounts = () => ({
  views: countOf(dogViews),
  inquiries: countOf(conversations),
  interestedAdopters: countOf(swipes, sql`${swipes.direction} = 'right'`),
});

const listerDogColumns = {
  id: dogs.id,
  name: dogs.name,
  breed: dogs.breed,
  age: dogs.age,
  size: dogs.size,
  weight: dogs.weight,
  bio: dogs.bio,
  photos: dogs.photos,
  status: dogs.status,
  createdAt: dogs.createdAt,
};

/** The lister's dogs that are not removed, newest first, at most `max`, with their counts. */
export async function listerDogsWithCounts(db: Database, listerId: string, max: number): Promise<ListerDogRow[]> {
  return db
    .select({ dog: listerDogColumns, ...dogCounts() })
    .from(dogs)
    .where(and(eq(dogs.listerId, listerId), ne(dogs.status, 'removed')))
    .orderBy(desc(dogs.createdAt), desc(dogs.id))
    .limit(max);
}

export interface ListerDogsFilter {
  /** Part of a name or breed, any case. */
  q?: string;
  /** Without it, every dog that is not removed. */
  status?: DogStatus;
  sort: ListerDogSort;
}

/** `%` and `_` in a search are the characters themselves, not LIKE's wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the lister's dogs for the dashboard, matching the filter, in the chosen order
 * (ties broken by id, so pages never overlap), each row with the number matching in all.
 */
export async function listerDogsPage(
  db: Database,
  listerId: string,
  filter: ListerDogsFilter,
  page: { offset: number; limit: number },
): Promise<(ListerDogRow & { matching: number })[]> {
  const counts = dogCounts();
  const order = {
    newest: [desc(dogs.createdAt), desc(dogs.id)],
    name: [sql`lower(${dogs.name})`, dogs.id],
    views: [sql`${counts.views} desc`, desc(dogs.createdAt), desc(dogs.id)],
  }[filter.sort];
  return db
    .select({ dog: listerDogColumns, ...counts, matching: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(dogs)
    .where(
      and(
        eq(dogs.listerId, listerId),
        filter.status ? eq(dogs.status, filter.status) : ne(dogs.status, 'removed'),
        filter.q ? or(ilike(dogs.name, containing(filter.q)), ilike(dogs.breed, containing(filter.q))) : undefined,
      ),
    )
    .orderBy(...order)
    .offset(page.offset)
    .limit(page.limit);
}

/** The dashboard's counts over all the lister's dogs that are not removed. */
export async function listerDogStats(db: Database, listerId: string): Promise<ListerDogStats> {
  const counts = dogCounts();
  const perDog = db
    .select({
      status: dogs.status,
      views: counts.views.as('views'),
      inquiries: counts.inquiries.as('inquiries'),
      interestedAdopters: counts.interestedAdopters.as('interested_adopters'),
    })
    .from(dogs)
    .where(and(eq(dogs.listerId, listerId), ne(dogs.status, 'removed')))
    .as('per_dog');
  const total = (column: SQL.Aliased<number>) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      activeListings: sql<number>`count(*) filter (where ${perDog.status} = 'available')`.mapWith(Number),
      adopted: sql<number>`count(*) filter (where ${perDog.status} = 'adopted')`.mapWith(Number),
      listed: sql<number>`count(*)`.mapWith(Number),
      views: total(perDog.views),
      inquiries: total(perDog.inquiries),
      interestedAdopters: total(perDog.interestedAdopters),
    })
    .from(perDog);
  return row!;
}
