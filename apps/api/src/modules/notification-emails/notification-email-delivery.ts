// Wires notification emails to the job queue (product §16.4): the notifier's hook queues a
// job per notification inside the event's transaction, the workers deliver them, and the
// new-dog fan-out queues its instant alerts' emails in bulk.
import type { Database } from '../../db/client.ts';
import type { NotificationRecord } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { EmailSite } from '../../mail/layout.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { NewDogAlert } from '../new-dog-alerts/new-dog-alerts.ts';
import { deliverNotificationEmail, messageEmailQueue, notificationEmailQueue } from './notification-email.ts';

export interface NotificationEmailDelivery {
  /** The notifier's `onNotified` hook. */
  onNotified(tx: Database, rows: NotificationRecord[]): Promise<void>;
  /** Queues the emails of a fan-out page's instant alerts (daily ones wait for the digest). */
  queueAlertEmails(alerts: NewDogAlert[]): Promise<void>;
}

export function notificationEmailDelivery(options: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  site: EmailSite;
  messageDelaySeconds: number;
}): NotificationEmailDelivery {
  const { db, jobs, mailer, site, messageDelaySeconds } = options;
  const deliver = async ({ notificationId }: { notificationId: string }) => {
    await deliverNotificationEmail(db, mailer, site, notificationId);
  };
  jobs.work(notificationEmailQueue, deliver);
  jobs.work(messageEmailQueue, deliver);

  return {
    async onNotified(tx, rows) {
      for (const row of rows) {
        if (row.kind === 'new-dog') continue;
        if (row.kind === 'message') {
          // A folded message keeps its notification's id: while its job waits, later messages add none.
          await jobs.send(
            messageEmailQueue,
            { notificationId: row.id },
            { tx, singletonKey: row.id, startAfterSeconds: messageDelaySeconds },
          );
        } else {
          await jobs.send(notificationEmailQueue, { notificationId: row.id }, { tx });
        }
      }
    },
    async queueAlertEmails(alerts) {
      const instant = alerts.filter((a) => a.mode === 'instant');
      await jobs.sendMany(
        notificationEmailQueue,
        instant.map((a) => ({ notificationId: a.notificationId })),
      );
    },
  };
}
