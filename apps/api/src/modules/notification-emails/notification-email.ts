// Emails for in-app notifications (product §16.4). A notification's job is queued in the
// event's own transaction; when it runs, the email goes out only if it still should: not
// read in the app meanwhile, not emailed already, and the recipient's setting for its topic
// on. A message waits MESSAGE_EMAIL_DELAY_S first, and later messages of the conversation
// fold into the same notification (same id), so a burst of messages makes one email.
import { notificationTopic, type NotificationKind } from '@scout/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications, notificationSettings, users } from '../../db/schema/index.ts';
import { defineQueue } from '../../jobs/job-queue.ts';
import { greetingFor, renderEmail, type EmailSite } from '../../mail/layout.ts';
import type { EmailMessage, Mailer } from '../../mail/mailer.ts';

export interface NotificationEmailJob {
  notificationId: string;
}

const EMAIL_RETRY = { retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 };
/** Tours, applications and instant new-dog alerts: sent as soon as a worker is free. */
export const notificationEmailQueue = defineQueue<NotificationEmailJob>('notification-email', EMAIL_RETRY);
/** Messages: one waiting job per notification ('short' + its id as key), due after the delay. */
export const messageEmailQueue = defineQueue<NotificationEmailJob>('message-email', {
  ...EMAIL_RETRY,
  policy: 'short',
});

const ACTION_LABELS: Record<NotificationKind, string> = {
  message: 'Read and reply',
  'tour-requested': 'See the request',
  'tour-confirmed': 'See the dog',
  'tour-declined': 'See the dog',
  'tour-cancelled': 'Open your dashboard',
  'application-started': 'Review the application',
  'application-withdrawn': 'Open your dashboard',
  'application-step': 'See your journey',
  'application-completed': 'See your journey',
  'application-closed': 'See the dog',
  'new-dog': 'Meet them on Scout',
};

/** The email of a notification, in the layout every Scout email shares. */
export function notificationEmail(
  site: EmailSite,
  recipient: { id: string; name: string; email: string },
  notification: { kind: NotificationKind; title: string; body: string; link: string },
): EmailMessage {
  return renderEmail(site, {
    to: recipient.email,
    subject: notification.title,
    greeting: greetingFor(recipient.name),
    // The subject leads ("3 new messages about Pip"), then what the app's list shows under it.
    paragraphs: [/[.!?]$/.test(notification.title) ? notification.title : `${notification.title}.`, notification.body],
    action: { label: ACTION_LABELS[notification.kind], path: notification.link },
    unsubscribe: { userId: recipient.id, topic: notificationTopic(notification.kind) },
  });
}

/**
 * Sends one notification's email if it still should go, and marks it emailed. The mark is
 * claimed first (so two processes never both send it) and given back if the send fails,
 * so the job's retry sends it then. Answers whether an email went out.
 */
export async function deliverNotificationEmail(
  db: Database,
  mailer: Mailer,
  site: EmailSite,
  notificationId: string,
): Promise<boolean> {
  const [row] = await db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      user: { id: users.id, name: users.name, email: users.email },
      messagesEmail: notificationSettings.messagesEmail,
      toursEmail: notificationSettings.toursAndApplicationsEmail,
      alertMode: notificationSettings.alertMode,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!row) return false;
  const topic = notificationTopic(row.kind);
  // No settings row: the defaults (emails on, alerts off).
  const wanted =
    topic === 'messages'
      ? (row.messagesEmail ?? true)
      : topic === 'toursAndApplications'
        ? (row.toursEmail ?? true)
        : row.alertMode === 'instant';
  if (!wanted) return false;

  const claimed = await db
    .update(notifications)
    .set({ emailedAt: sql`now()` })
    .where(and(eq(notifications.id, notificationId), isNull(notifications.emailedAt), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (claimed.length === 0) return false;
  try {
    await mailer.send(notificationEmail(site, row.user, row));
  } catch (error) {
    await db.update(notifications).set({ emailedAt: null }).where(eq(notifications.id, notificationId));
    throw error;
  }
  return true;
}
