// Listers (shelters and private owners): onboarding writes, the shelter reads, and the
// operator's verification. Drizzle queries only; the rules live in the services.
import type { Bbox, ListerType } from '@scout/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dogs, listerDogStats, listers, users } from '../../db/schema/index.ts';

/** What an onboarding form sets on a lister (the type comes from the account's role). */
export interface ListerDetails {
  name: string;
  location: string;
  latitude: number;
  longitude: number;
  email: string;
  phone: string;
  licenseNumber: string | null;
  description: string | null;
  reason: string | null;
}

export interface SavedLister {
  id: string;
  type: ListerType;
  /** False when the account already had a lister and its details were updated. */
  created: boolean;
}

/**
 * Creates the lister of this account, or updates its details when it has one, and marks the
 * account onboarded, in one transaction. `keepVerified` decides from the old and new details
 * whether an operator's verification still holds. When the location moved, the lister's
 * dogs move with it (product §3: a dog's coordinates are its lister's).
 */
export async function saveListerForUser(
  db: Database,
  userId: string,
  type: ListerType,
  details: ListerDetails,
  keepVerified: (before: Pick<ListerDetails, 'name' | 'licenseNumber'>) => boolean,
): Promise<SavedLister> {
  return db.transaction(async (tx) => {
    // Locking the account serializes two onboardings of it (a double submit): the second
    // sees the first's lister and updates it instead of failing on the unique user_id.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({
        id: listers.id,
        name: listers.name,
        licenseNumber: listers.licenseNumber,
        latitude: listers.latitude,
        longitude: listers.longitude,
      })
      .from(listers)
      .where(eq(listers.userId, userId));

    let saved: SavedLister;
    if (existing) {
      await tx
        .update(listers)
        .set({ ...details, ...(!keepVerified(existing) && { isVerified: false }) })
        .where(eq(listers.id, existing.id));
      if (existing.latitude !== details.latitude || existing.longitude !== details.longitude) {
        await moveDogsOfLister(tx, existing.id, details);
      }
      saved = { id: existing.id, type, created: false };
    } else {
      const [row] = await tx
        .insert(listers)
        .values({ ...details, type, userId })
        .returning({ id: listers.id });
      if (!row) throw new Error('insert into listers returned nothing');
      saved = { id: row.id, type, created: true };
    }
    await tx.update(users).set({ onboarded: true }).where(eq(users.id, userId));
    return saved;
  });
}

/**
 * Puts every dog of the lister where the lister now is (product §3: a dog's coordinates are
 * its lister's), so they move on the map and in radius searches. A plain UPDATE: the dogs'
 * `position` column follows, and the triggers on dogs bump the data versions the map and
 * discover caches are keyed on.
 */
export async function moveDogsOfLister(
  tx: Database,
  listerId: string,
  { latitude, longitude }: Pick<ListerDetails, 'latitude' | 'longitude'>,
): Promise<void> {
  await tx.update(dogs).set({ latitude, longitude }).where(eq(dogs.listerId, listerId));
}

/** The shelter as read: public columns only, with its available dogs' count and mean position. */
export interface ShelterRow {
  id: string;
  name: string;
  location: string;
  description: string | null;
  phone: string;
  email: string;
  licenseNumber: string | null;
  isVerified: boolean;
  /** The shelter's own geocoded location. */
  latitude: number;
  longitude: number;
  dogCount: number;
  /** Mean of its available dogs' positions; null when it has none. */
  dogsLatitude: number | null;
  dogsLongitude: number | null;
}

const isShelter = () => and(eq(listers.type, 'shelter'), isNull(listers.deletedAt));

/** A shelter's columns, with its available dogs counted and placed (lister_dog_stats, kept by triggers). */
function shelterColumns() {
  const dogsHere = sql`nullif(${listerDogStats.availableDogs}, 0)`;
  return {
    id: listers.id,
    name: listers.name,
    location: listers.location,
    description: listers.description,
    phone: listers.phone,
    email: listers.email,
    licenseNumber: listers.licenseNumber,
    isVerified: listers.isVerified,
    latitude: listers.latitude,
    longitude: listers.longitude,
    dogCount: sql<number>`coalesce(${listerDogStats.availableDogs}, 0)`.mapWith(Number),
    dogsLatitude: sql<number | null>`${listerDogStats.latitudeSum} / ${dogsHere}`,
    dogsLongitude: sql<number | null>`${listerDogStats.longitudeSum} / ${dogsHere}`,
  };
}

/** Shelters (not owners, not deleted) by name, at most `max`; with `box`, those whose location is in it. */
export async function listShelters(db: Database, max: number, box?: Bbox): Promise<ShelterRow[]> {
  // The same expression and predicate as listers_point_idx, so its partial GiST index answers.
  const inBox =
    box &&
    sql`${listers.type} = 'shelter' and ${listers.deletedAt} is null
      and point(${listers.longitude}, ${listers.latitude}) <@ box(point(${box.minLng}, ${box.minLat}), point(${box.maxLng}, ${box.maxLat}))`;
  return db
    .select(shelterColumns())
    .from(listers)
    .leftJoin(listerDogStats, eq(listerDogStats.listerId, listers.id))
    .where(and(isShelter(), inBox))
    .orderBy(asc(listers.name), asc(listers.id))
    .limit(max);
}

/** One shelter (not an owner, not deleted), or undefined. */
export async function findShelter(db: Database, id: string): Promise<ShelterRow | undefined> {
  const [row] = await db
    .select(shelterColumns())
    .from(listers)
    .leftJoin(listerDogStats, eq(listerDogStats.listerId, listers.id))
    .where(and(eq(listers.id, id), isShelter()));
  return row;
}

/** Marks the shelter whose account has this email as verified; returns its name, or null when there is none. */
export async function verifyShelterByEmail(db: Database, email: string): Promise<string | null> {
  const [shelter] = await db
    .select({ id: listers.id, name: listers.name })
    .from(listers)
    .innerJoin(users, eq(users.id, listers.userId))
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(listers.type, 'shelter'), isNull(listers.deletedAt)));
  if (!shelter) return null;
  await db.update(listers).set({ isVerified: true, updatedAt: new Date() }).where(eq(listers.id, shelter.id));
  return shelter.name;
}
