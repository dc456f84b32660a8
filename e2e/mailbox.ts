// What the app emailed during the run, read from the mail sink (e2e/mail-sink.ts).
import { expect } from '@playwright/test';
import type { SunkMail } from './mail-sink';

export const MAILBOX_URL = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT ?? 3126}`;

/** The first email to `address` whose subject matches, once it has arrived. */
export async function mailTo(address: string, subject: RegExp, timeoutMs = 20_000): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAILBOX_URL}/messages`)).json()) as SunkMail[];
        found = mails.find((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject));
        return found !== undefined;
      },
      { timeout: timeoutMs, message: `an email to ${address} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The link in an email's plain-text part that starts with `prefix` (an absolute URL). */
export function linkIn(mail: SunkMail, prefix: string): string {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s>)\\]]*`));
  if (!match) throw new Error(`no link starting ${prefix} in:\n${mail.text}`);
  return match[0];
}
