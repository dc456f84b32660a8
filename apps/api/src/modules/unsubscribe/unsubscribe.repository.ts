// SQL for the unsubscribe link: read and turn off a person's email settings (one upsert).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { notificationSettings, type NotificationSettingsRecord } from '../../db/schema/notifications.ts';

export type EmailSwitches = Pick<
  NotificationSettingsRecord,
  'messagesEmail' | 'toursAndApplicationsEmail' | 'alertMode'
>;

export async function userExists(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

/** The person's switches; null when they never changed a setting (the defaults apply). */
export async function findEmailSwitches(db: Database, userId: string): Promise<EmailSwitches | null> {
  const rows = await db
    .select({
      messagesEmail: notificationSettings.messagesEmail,
      toursAndApplicationsEmail: notificationSettings.toursAndApplicationsEmail,
      alertMode: notificationSettings.alertMode,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Turns the given switches off, creating the row with the other defaults when there is none. */
export async function turnOffEmails(
  db: Database,
  userId: string,
  off: { messages?: boolean; toursAndApplications?: boolean; newDogAlerts?: boolean },
): Promise<void> {
  const changes = {
    ...(off.messages ? { messagesEmail: false } : {}),
    ...(off.toursAndApplications ? { toursAndApplicationsEmail: false } : {}),
    ...(off.newDogAlerts ? { alertMode: 'off' as const } : {}),
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...changes, updatedAt: sql`now()` } });
}
