// The daily digest of new-dog alerts (product §16.5): an adopter who chose "daily" gets at
// most one email a day listing the dogs that alerted them since the last one. `now` is a
// parameter so tests (and the scheduler) decide what time it is.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications, notificationSettings, users } from '../../db/schema/index.ts';

/** A digest is due once this long has passed since the last (a little under a day, so a fixed hour does not drift). */
export const DIGEST_INTERVAL_HOURS = 23;
/** Dogs listed in one digest, at most (the newest); the rest wait in the app's notifications. */
export const DIGEST_MAX_DOGS = 20;

export interface Digest {
  userId: string;
  email: string;
  name: string;
  /** The newest DIGEST_MAX_DOGS alerts. */
  alerts: { id: string; title: string; body: string; link: string; createdAt: Date }[];
  /** How many alerts the digest covers in all (the rest wait under the bell). */
  total: number;
}

/** Adopters on daily alerts whose digest is due at `now` and who have alerts not yet emailed. */
export async function dueDigestUsers(db: Database, now: Date, limit = 1_000): Promise<string[]> {
  const dueBefore = new Date(now.getTime() - DIGEST_INTERVAL_HOURS * 3_600_000);
  const rows = await db
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.alertMode, 'daily'),
        or(isNull(notificationSettings.lastDigestAt), lte(notificationSettings.lastDigestAt, dueBefore)),
        sql`exists (select 1 from ${notifications} where ${notifications.userId} = ${notificationSettings.userId}
          and ${notifications.kind} = 'new-dog' and ${notifications.emailedAt} is null and ${notifications.createdAt} <= ${now})`,
      ),
    )
    .orderBy(asc(notificationSettings.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
}

/**
 * Claims one adopter's digest at `now`, then hands it to `send`. The claim (alerts marked
 * emailed, the digest's time kept) is one transaction under the settings row's lock, so two
 * processes never send the same digest; the email goes out after it, never holding a
 * transaction open (PGlite has one connection). A failed send gives the claim back, so the
 * job's retry finds the digest again. Null when nothing is due.
 */
export async function sendDigest(
  db: Database,
  userId: string,
  now: Date,
  send: (digest: Digest) => Promise<void>,
): Promise<Digest | null> {
  const claim = await claimDigest(db, userId, now);
  if (!claim) return null;
  try {
    await send(claim.digest);
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.update(notifications).set({ emailedAt: null }).where(inArray(notifications.id, claim.ids));
      await tx
        .update(notificationSettings)
        .set({ lastDigestAt: claim.previous })
        .where(eq(notificationSettings.userId, userId));
    });
    throw error;
  }
  return claim.digest;
}

async function claimDigest(db: Database, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const dueBefore = new Date(now.getTime() - DIGEST_INTERVAL_HOURS * 3_600_000);
    const [settings] = await tx
      .select({ lastDigestAt: notificationSettings.lastDigestAt, mode: notificationSettings.alertMode })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
      .for('update');
    if (!settings || settings.mode !== 'daily') return null;
    if (settings.lastDigestAt && settings.lastDigestAt > dueBefore) return null;
    const alerts = await tx
      .select({
        id: notifications.id,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.kind, 'new-dog'),
          isNull(notifications.emailedAt),
          lte(notifications.createdAt, now),
        ),
      )
      .orderBy(sql`${notifications.createdAt} desc`, sql`${notifications.id} desc`);
    if (alerts.length === 0) return null;
    const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    if (!user) return null;
    const ids = alerts.map((a) => a.id);
    await tx.update(notifications).set({ emailedAt: now }).where(inArray(notifications.id, ids));
    await tx.update(notificationSettings).set({ lastDigestAt: now }).where(eq(notificationSettings.userId, userId));
    const digest: Digest = { userId, ...user, alerts: alerts.slice(0, DIGEST_MAX_DOGS), total: alerts.length };
    return { digest, ids, previous: settings.lastDigestAt };
  });
}
