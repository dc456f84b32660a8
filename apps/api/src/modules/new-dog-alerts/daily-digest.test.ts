// The daily digest (product §16.5), on a clock the test sets: one email a day at most,
// each alert in exactly one digest, nothing for instant or switched-off adopters.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications, notificationSettings } from '../../db/schema/index.ts';
import { createAdopterProfile, createDog, createUser } from '../../db/seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { digestEmail } from './alert-jobs.ts';
import { dueDigestUsers, sendDigest, type Digest } from './daily-digest.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.cleanup());

const at = (iso: string) => new Date(iso);

async function adopterOn(mode: 'daily' | 'instant' | 'off') {
  const user = await createUser(database.db, { role: 'adopter', onboarded: true, name: `Daily ${mode}` });
  await createAdopterProfile(database.db, { userId: user.id });
  await database.db.insert(notificationSettings).values({ userId: user.id, alertMode: mode });
  return user;
}

async function alert(userId: string, dogName: string, createdAt: Date) {
  const dog = await createDog(database.db, { name: dogName });
  await database.db.insert(notifications).values({
    userId,
    kind: 'new-dog',
    dogId: dog.id,
    link: `/dogs/${dog.id}`,
    title: `New match near you: ${dogName}`,
    body: `${dogName} is a match.`,
    createdAt,
  });
}

it('sends each daily adopter one digest a day with the alerts since the last', async () => {
  const daily = await adopterOn('daily');
  const instant = await adopterOn('instant');
  await alert(daily.id, 'Pepper', at('2026-11-20T08:00:00Z'));
  await alert(daily.id, 'Mochi', at('2026-11-20T09:00:00Z'));
  await alert(instant.id, 'Rufus', at('2026-11-20T09:00:00Z'));

  const sent: Digest[] = [];
  const send = async (digest: Digest) => void sent.push(digest);
  const runAt = async (now: Date) => {
    for (const userId of await dueDigestUsers(database.db, now)) await sendDigest(database.db, userId, now, send);
  };

  await runAt(at('2026-11-20T10:00:00Z'));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ userId: daily.id, email: daily.email, name: 'Daily daily' });
  expect(sent[0]!.alerts.map((a) => a.title)).toEqual(['New match near you: Mochi', 'New match near you: Pepper']);

  // A new alert an hour later waits for tomorrow's digest, however often the job runs.
  await alert(daily.id, 'Biscuit', at('2026-11-20T11:00:00Z'));
  await runAt(at('2026-11-20T12:00:00Z'));
  await runAt(at('2026-11-20T20:00:00Z'));
  expect(sent).toHaveLength(1);

  await runAt(at('2026-11-21T10:00:00Z'));
  expect(sent).toHaveLength(2);
  expect(sent[1]!.alerts.map((a) => a.title)).toEqual(['New match near you: Biscuit']);

  // Nothing new: no empty digest.
  await runAt(at('2026-11-22T10:00:00Z'));
  expect(sent).toHaveLength(2);
});

it('gives the digest back when the email fails, so the retry sends it', async () => {
  const daily = await adopterOn('daily');
  await alert(daily.id, 'Scout', at('2026-11-20T08:00:00Z'));
  const now = at('2026-11-20T10:00:00Z');
  await expect(
    sendDigest(database.db, daily.id, now, async () => {
      throw new Error('421 try again later');
    }),
  ).rejects.toThrow('421');
  const [row] = await database.db.select().from(notifications).where(eq(notifications.userId, daily.id));
  expect(row!.emailedAt).toBeNull();
  const retried = await sendDigest(database.db, daily.id, now, async () => {});
  expect(retried?.alerts).toHaveLength(1);
});

it('lists the newest 20 dogs and says how many more wait in the app', async () => {
  const daily = await adopterOn('daily');
  for (let i = 1; i <= 22; i++) await alert(daily.id, `Pup ${i}`, new Date(Date.UTC(2026, 10, 20, 0, i)));
  let email = '';
  const digest = await sendDigest(database.db, daily.id, at('2026-11-20T10:00:00Z'), async (d) => {
    email = digestEmail({ publicUrl: 'https://scout.example', authSecret: 'x'.repeat(32) }, d).text;
  });
  expect(digest?.alerts).toHaveLength(20);
  expect(digest?.alerts[0]?.title).toBe('New match near you: Pup 22');
  expect(email).toContain('22 new dogs near you');
  expect(email).toContain('And 2 more on Scout, under the bell.');
});
