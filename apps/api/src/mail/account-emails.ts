// The account emails Better Auth asks for (product §16.7): a password reset link and an
// email-address confirmation, in Scout's voice. Their footer's unsubscribe link stops the
// notification emails ('all'); account emails themselves are only ever sent on request.
import { greetingFor, renderEmail, type EmailSite } from './layout.ts';
import type { EmailMessage } from './mailer.ts';

export interface AccountEmailUser {
  id: string;
  name: string;
  email: string;
}

/** Where the link in the reset email leads: the web page that asks for the new password. */
export const RESET_PASSWORD_PATH = '/reset-password';
/** Where a person lands after confirming their email (Better Auth adds `?error=...` when the link failed). */
export const EMAIL_VERIFIED_CALLBACK_PATH = '/settings';
export const RESET_PASSWORD_TOKEN_SECONDS = 60 * 60;
export const VERIFY_EMAIL_TOKEN_SECONDS = 24 * 60 * 60;

export function resetPasswordEmail(site: EmailSite, user: AccountEmailUser, token: string): EmailMessage {
  return renderEmail(site, {
    to: user.email,
    subject: 'Reset your Scout password',
    greeting: greetingFor(user.name),
    paragraphs: ['Someone (hopefully you) asked to reset the password of your Scout account. Choose a new one here:'],
    action: { label: 'Choose a new password', path: `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}` },
    afterword: [
      'The link works once, within an hour. Choosing a new password signs you out everywhere else.',
      "Didn't ask for this? Ignore this email and your password stays as it is.",
    ],
    unsubscribe: { userId: user.id, topic: 'all' },
  });
}

export function verifyEmailEmail(site: EmailSite, user: AccountEmailUser, token: string): EmailMessage {
  const callback = encodeURIComponent(EMAIL_VERIFIED_CALLBACK_PATH);
  return renderEmail(site, {
    to: user.email,
    subject: 'Confirm your email for Scout',
    greeting: greetingFor(user.name),
    paragraphs: [
      'Welcome to Scout! Please confirm that this is your email address, so replies from shelters and news about dogs you like reach you.',
    ],
    action: {
      label: 'Confirm my email',
      path: `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${callback}`,
    },
    afterword: ["Didn't create a Scout account? You can ignore this email."],
    unsubscribe: { userId: user.id, topic: 'all' },
  });
}
