// A lister's own profile: the account's lister read whole (private columns included, for
// its presenter to pick from) and its partial update. Drizzle queries only; the rules live
// in lister-profile.service.ts.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listers, type ListerRecord } from '../../db/schema/index.ts';
import { moveDogsOfLister, type ListerDetails } from './listers.repository.ts';

const profileColumns = {
  id: listers.id,
  type: listers.type,
  name: listers.name,
  location: listers.location,
  latitude: listers.latitude,
  longitude: listers.longitude,
  email: listers.email,
  phone: listers.phone,
  licenseNumber: listers.licenseNumber,
  description: listers.description,
  reason: listers.reason,
  isVerified: listers.isVerified,
};

/** Every column a lister's profile shows, the private ones (an owner's reason) included. */
export type ListerProfileRow = Pick<ListerRecord, keyof typeof profileColumns>;

/** What an edit may change: any onboarding detail, coordinates together with the location. */
export type ListerProfileChanges = Partial<ListerDetails>;

const ofUser = (userId: string) => and(eq(listers.userId, userId), isNull(listers.deletedAt));

/** The account's lister, unless it has none (not onboarded) or it was deleted. */
export async function findListerProfile(db: Database, userId: string): Promise<ListerProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(listers).where(ofUser(userId));
  return row;
}

/**
 * Applies the changes to the account's lister in one transaction and answers the profile as
 * saved, or undefined when the account has no lister. The row is locked first, so an edit and
 * an onboarding (or two edits) of one lister do not interleave. `keepVerified` decides from
 * the details before and after whether an operator's verification still holds. When the
 * coordinates change, the lister's dogs move with them.
 */
export async function updateListerProfile(
  db: Database,
  userId: string,
  changes: ListerProfileChanges,
  keepVerified: (before: ListerProfileRow, after: ListerProfileRow) => boolean,
): Promise<ListerProfileRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(profileColumns).from(listers).where(ofUser(userId)).for('update');
    if (!before) return undefined;
    const keep = keepVerified(before, { ...before, ...changes });
    const [after] = await tx
      .update(listers)
      .set({ ...changes, ...(!keep && { isVerified: false }), updatedAt: new Date() })
      .where(eq(listers.id, before.id))
      .returning(profileColumns);
    if (!after) throw new Error('update of listers returned nothing');
    if (after.latitude !== before.latitude || after.longitude !== before.longitude) {
      await moveDogsOfLister(tx, after.id, after);
    }
    return after;
  });
}
