// New-dog alerts end to end through the API and a real SMTP server (product §16.5): listing
// a dog (or bringing one back) queues the fan-out; an adopter on instant alerts gets the
// notification and an email naming the dog, one on daily alerts gets the notification now
// and the dog in the next digest, on a clock the test sets.
import { DEFAULT_NOTIFICATION_SETTINGS, dogSchema, notificationListSchema } from '@scout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dogInput, surveyAnswers } from '../../testing/contract-inputs.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { startTestMailServer, type TestMailServer } from '../../testing/test-mail-server.ts';
import { createMailer } from '../../mail/mailer.ts';
import { sendDueDigests } from './alert-jobs.ts';

let mail: TestMailServer;
let t: TestApp;
beforeAll(async () => {
  mail = await startTestMailServer();
  t = await createTestApp({ SMTP_URL: mail.url }, { jobs: {} });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

const site = { publicUrl: 'http://localhost:3999', authSecret: 'x'.repeat(32) };
const alertMails = (email: string) =>
  mail.received.filter((m) => m.to.includes(email.toLowerCase()) && m.subject !== 'Confirm your email for Scout');

/** An adopter in Austin (the default location) with the survey saved and alerts as given. */
async function adopterWithAlerts(mode: 'off' | 'instant' | 'daily', threshold = 50) {
  const adopter = await signUp(t.app, 'adopter', { name: `Alert ${mode}` });
  const profile = await t.api.as(adopter.cookie).put('/api/profile', surveyAnswers({ searchRadius: 50 }));
  expect(profile.statusCode, profile.body).toBe(200);
  const settings = await t.api
    .as(adopter.cookie)
    .put('/api/notification-settings', { ...DEFAULT_NOTIFICATION_SETTINGS, newDogAlerts: { mode, threshold } });
  expect(settings.statusCode, settings.body).toBe(200);
  return adopter;
}

async function alertsOf(cookie: string) {
  const res = await t.api.as(cookie).get('/api/notifications');
  return notificationListSchema.parse(res.json()).notifications.filter((n) => n.kind === 'new-dog');
}

describe('new-dog alerts', () => {
  it('alert the adopters a newly listed dog suits: instant ones by email at once, daily ones in the digest', async () => {
    const instant = await adopterWithAlerts('instant');
    const daily = await adopterWithAlerts('daily');
    const off = await adopterWithAlerts('off');
    const exacting = await adopterWithAlerts('instant', 100);
    const lister = await signUpLister(t.app, t.database.db, 'shelter', { name: 'Hill Country Hounds' });

    const listed = await t.api
      .as(lister.cookie)
      .post('/api/dogs', dogInput({ name: 'Marigold', goodWithCats: true, specialNeeds: '' }));
    expect(listed.statusCode, listed.body).toBe(201);
    const dog = dogSchema.parse(listed.json());

    await expect.poll(async () => (await alertsOf(instant.cookie)).length, { timeout: 10_000 }).toBe(1);
    const [alert] = await alertsOf(instant.cookie);
    expect(alert).toMatchObject({ title: 'New match near you: Marigold', link: `/dogs/${dog.id}`, readAt: null });
    expect(await alertsOf(daily.cookie)).toHaveLength(1);
    expect(await alertsOf(off.cookie)).toEqual([]);
    expect(await alertsOf(exacting.cookie)).toEqual([]);
    expect(await alertsOf(lister.cookie)).toEqual([]);

    await expect.poll(() => alertMails(instant.email).length, { timeout: 10_000 }).toBe(1);
    const [email] = alertMails(instant.email);
    expect(email!.subject).toBe('New match near you: Marigold');
    expect(email!.text).toContain(`/dogs/${dog.id}`);
    expect(email!.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/localhost:3999\/api\/unsubscribe\?token=/);
    expect(alertMails(daily.email)).toEqual([]);

    // The next morning's digest, on the test's clock: the daily adopter's only.
    const mailer = createMailer(
      { smtpUrl: mail.url, from: 'Scout <hello@scout.example>', messageEmailDelaySeconds: 1 },
      '.',
      () => {},
    );
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    try {
      await sendDueDigests(t.database.db, mailer, site, tomorrow);
    } finally {
      mailer.close();
    }
    await expect.poll(() => alertMails(daily.email).length, { timeout: 10_000 }).toBe(1);
    const [digest] = alertMails(daily.email);
    expect(digest!.subject).toBe('A new dog that fits you: Marigold');
    expect(digest!.text).toContain(`http://localhost:3999/dogs/${dog.id}`);
    expect(alertMails(instant.email)).toHaveLength(1);
  });

  it('alert again when a dog comes back to available, and never twice for one dog', async () => {
    const instant = await adopterWithAlerts('instant');
    const lister = await signUpLister(t.app, t.database.db, 'shelter');
    const listed = await t.api.as(lister.cookie).post('/api/dogs', dogInput({ name: 'Boomerang', specialNeeds: '' }));
    expect(listed.statusCode, listed.body).toBe(201);
    const dog = dogSchema.parse(listed.json());
    await expect.poll(async () => (await alertsOf(instant.cookie)).length, { timeout: 10_000 }).toBe(1);

    // Another adopter signs up while the dog is adopted, then it comes back.
    const adopted = await t.api.as(lister.cookie).patch(`/api/dogs/${dog.id}`, { status: 'adopted' });
    expect(adopted.statusCode, adopted.body).toBe(200);
    const latecomer = await adopterWithAlerts('instant');
    const back = await t.api.as(lister.cookie).patch(`/api/dogs/${dog.id}`, { status: 'available' });
    expect(back.statusCode, back.body).toBe(200);
    await expect.poll(async () => (await alertsOf(latecomer.cookie)).length, { timeout: 10_000 }).toBe(1);
    expect(await alertsOf(instant.cookie)).toHaveLength(1);
  });
});
