// New-dog alerts in the background (product §16.5): listing a dog only queues its fan-out,
// and an hourly sweep sends the daily digests that are due. The sweep re-queues itself;
// a 'short' queue keeps one waiting sweep however many processes queue one.
import type { Database } from '../../db/client.ts';
import { defineQueue, type JobQueue } from '../../jobs/job-queue.ts';
import { appUrl, greetingFor, renderEmail, type EmailSite } from '../../mail/layout.ts';
import type { EmailMessage, Mailer } from '../../mail/mailer.ts';
import { dueDigestUsers, sendDigest, type Digest } from './daily-digest.ts';
import { fanOutNewDogAlerts, type NewDogAlert } from './new-dog-alerts.ts';

export const newDogAlertsQueue = defineQueue<{ dogId: string }>('new-dog-alerts', {
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 15 * 60,
});
export const digestSweepQueue = defineQueue<{ at?: string }>('digest-sweep', {
  policy: 'short',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 30 * 60,
});
export const DIGEST_SWEEP_EVERY_SECONDS = 60 * 60;
const SWEEP_KEY = 'digest-sweep';

/** Queues the next digest sweep (now, or after `afterSeconds`); a sweep already waiting stands. */
export function scheduleDigestSweep(jobs: JobQueue, afterSeconds = 0) {
  return jobs.send(digestSweepQueue, {}, { singletonKey: SWEEP_KEY, startAfterSeconds: afterSeconds });
}

export function registerAlertJobs(options: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  site: EmailSite;
  queueAlertEmails: (alerts: NewDogAlert[]) => Promise<void>;
  /** The digest's clock (tests set it). */
  now?: () => Date;
}): void {
  const { db, jobs, mailer, site, queueAlertEmails, now = () => new Date() } = options;
  jobs.work(newDogAlertsQueue, async ({ dogId }) => {
    await fanOutNewDogAlerts(db, dogId, queueAlertEmails);
  });
  jobs.work(digestSweepQueue, async () => {
    try {
      await sendDueDigests(db, mailer, site, now());
    } finally {
      await scheduleDigestSweep(jobs, DIGEST_SWEEP_EVERY_SECONDS);
    }
  });
}

/** Sends every digest due at `now`; one failing email does not hold back the others (it is retried next sweep). */
export async function sendDueDigests(db: Database, mailer: Mailer, site: EmailSite, now: Date): Promise<number> {
  let sent = 0;
  for (const userId of await dueDigestUsers(db, now)) {
    try {
      if (await sendDigest(db, userId, now, (digest) => mailer.send(digestEmail(site, digest)).then(() => {}))) sent++;
    } catch {
      // Given back by sendDigest: the next sweep tries again.
    }
  }
  return sent;
}

export function digestEmail(site: EmailSite, digest: Digest): EmailMessage {
  const count = digest.total;
  const more = digest.total - digest.alerts.length;
  return renderEmail(site, {
    to: digest.email,
    subject:
      count === 1 ? `A new dog that fits you: ${dogName(digest.alerts[0]!.title)}` : `${count} new dogs that fit you`,
    greeting: greetingFor(digest.name),
    paragraphs: [
      count === 1
        ? 'Since yesterday, a new dog near you fits what you told us:'
        : `Since yesterday, ${count} new dogs near you fit what you told us:`,
      ...digest.alerts.map((a) => `${a.body} ${appUrl(site.publicUrl, a.link)}`),
      ...(more > 0 ? [`And ${more} more on Scout, under the bell.`] : []),
    ],
    action: { label: 'See them on Scout', path: '/notifications' },
    afterword: ['You chose a daily digest of new-dog alerts. You can change that in your settings.'],
    unsubscribe: { userId: digest.userId, topic: 'newDogAlerts' },
  });
}

/** "New match near you: Juniper" -> "Juniper" (the alert's title, alertText in new-dog-alerts.ts). */
const dogName = (title: string) => title.replace(/^New match near you: /, '');
