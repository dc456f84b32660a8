// Sends one rendered email: through the SMTP server of SMTP_URL, or, without one, as an
// `.eml` file in DATA_DIR/outbox with a log line naming it, so reset links work offline
// (product §15.4). Only the email worker calls this: requests enqueue (email-queue.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config.ts';

/** A fully rendered email, plain data so it can travel in a job. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface SentEmail {
  messageId: string;
  /** The outbox file, when there is no SMTP server. */
  file?: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<SentEmail>;
  close(): void;
}

export type MailLog = (message: string, details?: Record<string, unknown>) => void;

/** Seconds an SMTP server may take to answer before the attempt fails (and the job retries). */
const SMTP_TIMEOUT_MS = 20_000;

export function outboxDirOf(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export function createMailer(mail: MailConfig, dataDir: string, log: MailLog): Mailer {
  if (mail.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: mail.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: mail.from, ...message });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const outbox = outboxDirOf(dataDir);
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: mail.from, ...message });
      await mkdir(outbox, { recursive: true });
      // Sortable by time, unique across processes.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outbox, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log(`email written to ${file}`, { file, subject: message.subject });
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
