// Emails leave through the job queue, never inside a request (product §16.8): a request
// enqueues a rendered message; the worker hands it to the mailer, and a refusing or absent
// SMTP server is retried with exponential backoff (about 30 s, 1, 2, 4 ... minutes; some
// eight hours in all before the job is given up as failed).
import { defineQueue, type JobQueue, type SendOptions } from '../jobs/job-queue.ts';
import type { EmailMessage, Mailer } from './mailer.ts';

export const emailQueue = defineQueue<EmailMessage>('email', {
  retryLimit: 10,
  retryDelaySeconds: 30,
  retryBackoff: true,
  // An SMTP exchange that has not finished in two minutes is taken as lost.
  expireInSeconds: 120,
});

export function enqueueEmail(jobs: JobQueue, message: EmailMessage, options: SendOptions = {}) {
  return jobs.send(emailQueue, message, options);
}

export function registerEmailWorker(jobs: JobQueue, mailer: Mailer): void {
  jobs.work(emailQueue, async (message) => {
    await mailer.send(message);
  });
}
