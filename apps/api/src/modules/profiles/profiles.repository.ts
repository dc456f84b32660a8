import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adopterProfiles, type AdopterProfileRecord, type NewAdopterProfileRecord } from '../../db/schema/index.ts';

export type ProfileValues = Omit<NewAdopterProfileRecord, 'userId' | 'createdAt' | 'updatedAt' | 'profileImage'>;

export async function findProfile(db: Database, userId: string): Promise<AdopterProfileRecord | undefined> {
  const [row] = await db.select().from(adopterProfiles).where(eq(adopterProfiles.userId, userId));
  return row;
}

/** The profiles of these users that have one, by user id (one query for any number). */
export async function findProfiles(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, AdopterProfileRecord>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(adopterProfiles)
    .where(inArray(adopterProfiles.userId, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** Inserts the profile unless the user has one; undefined when one existed. */
export async function insertProfile(
  db: Database,
  userId: string,
  values: ProfileValues,
): Promise<AdopterProfileRecord | undefined> {
  const [row] = await db
    .insert(adopterProfiles)
    .values({ ...values, userId })
    .onConflictDoNothing({ target: adopterProfiles.userId })
    .returning();
  return row;
}

/** Creates or replaces every answer (the profile image, set elsewhere, is kept). */
export async function upsertProfile(
  db: Database,
  userId: string,
  values: ProfileValues,
): Promise<AdopterProfileRecord> {
  const [row] = await db
    .insert(adopterProfiles)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: adopterProfiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert into adopter_profiles returned nothing');
  return row;
}

export async function updateProfile(
  db: Database,
  userId: string,
  values: Partial<Pick<ProfileValues, 'latitude' | 'longitude' | 'searchRadius'>>,
): Promise<AdopterProfileRecord | undefined> {
  const [row] = await db.update(adopterProfiles).set(values).where(eq(adopterProfiles.userId, userId)).returning();
  return row;
}
