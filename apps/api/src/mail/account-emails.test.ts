// Forgotten passwords and email confirmation through Better Auth's own endpoints, with the
// emails read from a real SMTP server (product §16.7): the reset link works once, within an
// hour, and signs out every other session; the answer never says whether an account exists.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users, verifications } from '../db/schema/auth.ts';
import { cookiesFrom, createTestApp, signUp, type TestApp } from '../testing/test-app.ts';
import { linkIn, startTestMailServer, type ReceivedMail, type TestMailServer } from '../testing/test-mail-server.ts';

const PUBLIC_URL = 'http://scout.test';
let mail: TestMailServer;
let t: TestApp;

beforeAll(async () => {
  mail = await startTestMailServer();
  t = await createTestApp({ SMTP_URL: mail.url, PUBLIC_URL }, { jobs: {} });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});
beforeEach(() => {
  mail.received.length = 0;
});

async function mailTo(address: string, subject: string): Promise<ReceivedMail> {
  for (let waited = 0; waited < 100; waited++) {
    const found = mail.received.find((m) => m.to.includes(address) && m.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email "${subject}" to ${address}`);
}

async function signIn(email: string, password: string) {
  return t.api.post('/api/auth/sign-in/email', { email, password });
}

describe('forgot password', () => {
  it('answers the same for an address with an account and one without', async () => {
    const account = await signUp(t.app, 'adopter');
    const known = await t.api.post('/api/auth/request-password-reset', { email: account.email });
    const unknown = await t.api.post('/api/auth/request-password-reset', { email: 'nobody-here@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await mailTo(account.email, 'Reset your Scout password');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received.some((m) => m.to.includes('nobody-here@example.test'))).toBe(false);
  });

  it('emails a link whose token sets a new password once and signs out every other session', async () => {
    const account = await signUp(t.app, 'adopter', { name: 'Sam Rivera' });
    const otherDevice = await signIn(account.email, account.password);
    const otherCookie = cookiesFrom(otherDevice.headers['set-cookie']);
    expect((await t.api.as(otherCookie).get('/api/me')).statusCode).toBe(200);

    await t.api.post('/api/auth/request-password-reset', { email: account.email });
    const email = await mailTo(account.email, 'Reset your Scout password');
    expect(email.text).toContain('Hi Sam,');
    expect(email.html).toContain('Choose a new password');
    const link = linkIn(email, `${PUBLIC_URL}/reset-password?token=`);
    const token = link.searchParams.get('token')!;

    const reset = await t.api.post('/api/auth/reset-password', { token, newPassword: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    // Every session is gone (a cookie's cached copy lapses within the cache's minute).
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.userId));
    expect(left).toHaveLength(0);
    expect((await signIn(account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(account.email, 'a brand new secret')).statusCode).toBe(200);

    const again = await t.api.post('/api/auth/reset-password', { token, newPassword: 'yet another secret' });
    expect(again.statusCode).toBe(400);
    expect((await signIn(account.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('refuses a reset link older than an hour', async () => {
    const account = await signUp(t.app, 'adopter');
    await t.api.post('/api/auth/request-password-reset', { email: account.email });
    const email = await mailTo(account.email, 'Reset your Scout password');
    const token = linkIn(email, `${PUBLIC_URL}/reset-password?token=`).searchParams.get('token')!;
    // An hour and a minute later:
    const row = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(row).toHaveLength(1);
    const expiresIn = row[0]!.expiresAt.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(like(verifications.identifier, `reset-password:${token}`));
    const reset = await t.api.post('/api/auth/reset-password', { token, newPassword: 'a brand new secret' });
    expect(reset.statusCode).toBe(400);
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
  });
});

describe('email confirmation', () => {
  it('sign-up sends a confirmation whose link confirms the address; unconfirmed accounts work meanwhile', async () => {
    const account = await signUp(t.app, 'adopter', { name: 'Ada' });
    expect((await t.api.as(account.cookie).get('/api/me')).statusCode).toBe(200);
    const email = await mailTo(account.email, 'Confirm your email for Scout');
    expect(email.text).toContain('Hi Ada,');
    const link = linkIn(email, `${PUBLIC_URL}/api/auth/verify-email?token=`);

    const verify = await t.api.get(link.pathname + link.search);
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/settings');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, account.userId));
    expect(user!.emailVerified).toBe(true);
  });

  it('sends the confirmation again when asked', async () => {
    const account = await signUp(t.app, 'adopter');
    await mailTo(account.email, 'Confirm your email for Scout');
    mail.received.length = 0;
    const res = await t.api.as(account.cookie).post('/api/auth/send-verification-email', { email: account.email });
    expect(res.statusCode).toBe(200);
    const email = await mailTo(account.email, 'Confirm your email for Scout');
    const link = linkIn(email, `${PUBLIC_URL}/api/auth/verify-email?token=`);
    expect((await t.api.get(link.pathname + link.search)).statusCode).toBe(302);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, account.userId));
    expect(user!.emailVerified).toBe(true);
  });

  it('refuses a forged confirmation link', async () => {
    const res = await t.api.get('/api/auth/verify-email?token=not-a-real-token');
    expect(res.statusCode).toBe(401);
  });
});
