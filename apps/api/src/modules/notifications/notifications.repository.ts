// Notifications and notification settings. Drizzle queries only; whose rows a call may touch
// is decided in notifications.service.ts and notifier.ts.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  notifications,
  notificationSettings,
  type NewNotificationRecord,
  type NotificationRecord,
  type NotificationSettingsRecord,
} from '../../db/schema/index.ts';

export async function insertNotifications(
  db: Database,
  values: NewNotificationRecord[],
): Promise<NotificationRecord[]> {
  if (values.length === 0) return [];
  return db.insert(notifications).values(values).returning();
}

/** The person's unread notification of this kind with this link, if any (at most one is kept: notifier.ts). */
export async function findUnread(
  db: Database,
  userId: string,
  kind: NotificationRecord['kind'],
  link: string,
): Promise<NotificationRecord | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        eq(notifications.kind, kind),
        eq(notifications.link, link),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** New words for a notification, moved to the top of the list (created now). */
export async function refreshNotification(
  db: Database,
  id: string,
  words: { title: string; body: string },
): Promise<NotificationRecord> {
  const [row] = await db
    .update(notifications)
    .set({ ...words, createdAt: sql`clock_timestamp()`, emailedAt: null })
    .where(eq(notifications.id, id))
    .returning();
  if (!row) throw new Error('update of notifications returned nothing');
  return row;
}

/** The list's sort key, exact to the microsecond (a JavaScript Date would lose precision). */
const createdAtKey = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type NotificationPageRow = NotificationRecord & { createdAtKey: string };

/** One page (`limit` rows) of the person's notifications, newest first, after a keyset position. */
export async function listNotifications(
  db: Database,
  userId: string,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
): Promise<NotificationPageRow[]> {
  return db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      dogId: notifications.dogId,
      readAt: notifications.readAt,
      emailedAt: notifications.emailedAt,
      createdAt: notifications.createdAt,
      createdAtKey,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after &&
          sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks the person's own unread notifications read: those with `ids`, or all of them; others' ids match nothing. */
export async function markNotificationsRead(db: Database, userId: string, ids: string[] | 'all'): Promise<void> {
  if (ids !== 'all' && ids.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    );
}

/** Marks the person's unread notifications of this kind with this link read (e.g. a conversation they opened). */
export async function markReadByLink(
  db: Database,
  userId: string,
  kind: NotificationRecord['kind'],
  link: string,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        eq(notifications.kind, kind),
        eq(notifications.link, link),
      ),
    );
}

export async function findSettings(db: Database, userId: string): Promise<NotificationSettingsRecord | undefined> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row;
}

export type SettingsValues = Pick<
  NotificationSettingsRecord,
  'messagesEmail' | 'toursAndApplicationsEmail' | 'alertMode' | 'alertThreshold'
>;

export async function upsertSettings(
  db: Database,
  userId: string,
  values: SettingsValues,
): Promise<NotificationSettingsRecord> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert into notification_settings returned nothing');
  return row;
}
