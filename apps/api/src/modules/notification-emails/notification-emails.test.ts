// Notification emails through a real SMTP server (product §16.4): a message email waits the
// delay, is skipped once read and folds a burst into one; tours and applications email at
// once unless switched off; nothing private goes out; every email can unsubscribe its topic.
import { conversationSchema, DEFAULT_NOTIFICATION_SETTINGS, tourSchema } from '@scout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listers } from '../../db/schema/index.ts';
import { listedDog } from '../../testing/adoption-journey-world.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';
import { linkIn, startTestMailServer, type TestMailServer } from '../../testing/test-mail-server.ts';

let mail: TestMailServer;
let t: TestApp;
const PUBLIC_URL = 'http://localhost:3999';

beforeAll(async () => {
  mail = await startTestMailServer();
  t = await createTestApp(
    { SMTP_URL: mail.url, MESSAGE_EMAIL_DELAY_S: '1' },
    { jobs: {}, logger: { level: 'error', stream: process.stderr } },
  );
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Signing up sends a confirmation email; these tests count the rest.
const mailsTo = (email: string) =>
  mail.received.filter((m) => m.to.includes(email.toLowerCase()) && m.subject !== 'Confirm your email for Scout');

async function conversationOf(cookie: string, dogId: string) {
  const res = await t.api.as(cookie).get(`/api/conversations/${dogId}`);
  expect(res.statusCode, res.body).toBe(200);
  return conversationSchema.parse(res.json());
}

async function send(cookie: string, conversationId: string, content: string) {
  const res = await t.api.as(cookie).post(`/api/conversations/${conversationId}/messages`, { content });
  expect(res.statusCode, res.body).toBe(201);
}

/** Waits until `email` has `count` emails, then a little longer to be sure no more come. */
async function expectMails(email: string, count: number, settleMs = 1_500) {
  await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  await sleep(settleMs);
  expect(mailsTo(email)).toHaveLength(count);
  return mailsTo(email);
}

describe('message emails', () => {
  it('wait for the delay, then one email carries a burst of messages, linking to the conversation', async () => {
    const { lister, dog } = await listedDog(t, 'shelter');
    const adopter = await signUp(t.app, 'adopter', { name: 'Avery Adopter' });
    const conversation = await conversationOf(adopter.cookie, dog.id);
    const sentAt = Date.now();
    for (const content of ['Hello!', 'Is she still available?', 'We have a big garden.'])
      await send(adopter.cookie, conversation.id, content);

    const [email] = await expectMails(lister.email, 1);
    expect(email!.receivedAt - sentAt).toBeGreaterThanOrEqual(1_000);
    expect(email!.subject).toBe(`3 new messages about ${dog.name}`);
    expect(email!.text).toContain('Avery Adopter: We have a big garden.');
    expect(linkIn(email!, `${PUBLIC_URL}/messages/`).href).toBe(`${PUBLIC_URL}/messages/${conversation.id}`);
    expect(email!.html).toContain(`${PUBLIC_URL}/messages/${conversation.id}`);
    expect(mailsTo(adopter.email)).toEqual([]);
  });

  it('are skipped when the recipient read the message within the delay', async () => {
    const { lister, dog } = await listedDog(t, 'shelter');
    const adopter = await signUp(t.app, 'adopter');
    const conversation = await conversationOf(adopter.cookie, dog.id);
    await send(lister.cookie, conversation.id, 'Hi! Happy to tell you more about her.');
    // The adopter opens the conversation at once.
    const read = await t.api.as(adopter.cookie).get(`/api/conversations/${conversation.id}/messages`);
    expect(read.statusCode, read.body).toBe(200);
    await expectMails(adopter.email, 0, 2_500);
  });

  it('are not sent to someone who turned message emails off, and the unsubscribe link turns them off', async () => {
    const { lister, dog } = await listedDog(t, 'shelter');
    const adopter = await signUp(t.app, 'adopter');
    const conversation = await conversationOf(adopter.cookie, dog.id);
    await send(lister.cookie, conversation.id, 'First answer');
    const [email] = await expectMails(adopter.email, 1, 0);

    // RFC 8058 one-click: a POST to the List-Unsubscribe address, signed out.
    const oneClick = email!.headers.get('list-unsubscribe')!.match(/<([^>]+)>/)![1]!;
    expect(email!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(oneClick);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const settings = await t.api.as(adopter.cookie).get('/api/notification-settings');
    expect(settings.json()).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, messages: { email: false } });

    await send(lister.cookie, conversation.id, 'Second answer');
    await expectMails(adopter.email, 1, 2_500);
  });
});

describe('tour emails', () => {
  it("email the lister of a request and the adopter of the answer, and never an owner's private details", async () => {
    const { lister, dog } = await listedDog(t, 'owner', { name: 'Olivia Hartwell' });
    const adopter = await signUp(t.app, 'adopter', { name: 'Avery Adopter' });
    const booked = await t.api
      .as(adopter.cookie)
      .post('/api/virtual-tours', { dogId: dog.id, scheduledAt: new Date(Date.now() + 30 * 3_600_000).toISOString() });
    expect(booked.statusCode, booked.body).toBe(201);
    const [request] = await expectMails(lister.email, 1, 0);
    expect(request!.subject).toMatch(dog.name);

    const tour = tourSchema.parse(booked.json());
    const confirmed = await t.api.as(lister.cookie).patch(`/api/virtual-tours/${tour.id}`, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [answer] = await expectMails(adopter.email, 1, 0);
    expect(answer!.subject).toMatch(dog.name);
    // The owner's surname, phone, email and reason stay out of what the adopter receives.
    const [owner] = await t.database.db.select().from(listers).where(eq(listers.id, lister.listerId));
    const everything = `${answer!.subject}\n${answer!.text}\n${answer!.html}`;
    const secrets = ['Hartwell', lister.email, owner!.email, owner!.phone, owner!.reason];
    for (const secret of secrets.filter((s): s is string => Boolean(s))) expect(everything).not.toContain(secret);
  });

  it('are not sent when tours and applications emails are off, but the notification still is', async () => {
    const { lister, dog } = await listedDog(t, 'shelter');
    const off = await t.api.as(lister.cookie).put('/api/notification-settings', {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      toursAndApplications: { email: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const adopter = await signUp(t.app, 'adopter');
    const booked = await t.api
      .as(adopter.cookie)
      .post('/api/virtual-tours', { dogId: dog.id, scheduledAt: new Date(Date.now() + 30 * 3_600_000).toISOString() });
    expect(booked.statusCode, booked.body).toBe(201);
    const inbox = await t.api.as(lister.cookie).get('/api/notifications');
    expect(inbox.json().unreadCount).toBe(1);
    await expectMails(lister.email, 0, 2_000);
  });
});
