// Listers' writes to their own dogs and their dashboard list with counts. Drizzle queries
// only; who may do what is checked in dog-listings.service.ts.
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
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

/** A dog that is not removed (a removed dog is gone for everyone, its lister included). */
export async function findDogForWrite(db: Database, dogId: string): Promise<DogForWrite | undefined> {
  const [row] = await db
    .select({ id: dogs.id, listerId: dogs.listerId, status: dogs.status, photos: dogs.photos })
    .from(dogs)
    .where(and(eq(dogs.id, dogId), ne(dogs.status, 'removed')));
  return row;
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

/**
 * The lister's dogs that are not removed, newest first, at most `max`, each with: views
 * (rows in dog_views), inquiries (conversations about it) and interested adopters (adopters
 * whose swipe on it, one per adopter and dog, is a like). Each count walks its dog_id index.
 */
export async function listerDogsWithCounts(db: Database, listerId: string, max: number): Promise<ListerDogRow[]> {
  // Drizzle writes select-list columns unqualified, and a bare "id" inside the subquery
  // would mean the counted table's own id: name the outer dog's id in full.
  const outerDogId = sql`${dogs}.${sql.identifier('id')}`;
  const countOf = (table: typeof dogViews | typeof conversations | typeof swipes, where = sql`true`) =>
    sql<number>`(select count(*) from ${table} where ${table.dogId} = ${outerDogId} and ${where})`.mapWith(Number);
  return db
    .select({
      dog: {
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
      },
      views: countOf(dogViews),
      inquiries: countOf(conversations),
      interestedAdopters: countOf(swipes, sql`${swipes.direction} = 'right'`),
    })
    .from(dogs)
    .where(and(eq(dogs.listerId, listerId), ne(dogs.status, 'removed')))
    .orderBy(desc(dogs.createdAt), desc(dogs.id))
    .limit(max);
}
