// Reading people's notifications in tests, as the app shows them (GET /api/notifications),
// and which ones an event wrote: `notifiedBy` runs the event and answers, per person, what
// is new in their list (a notification refreshed by a later message counts as new again).
import { notificationListSchema, type Notification, type NotificationList } from '@scout/domain';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export async function inboxOf(t: TestApp, cookie: string, query = '?limit=100'): Promise<NotificationList> {
  const res = await t.api.as(cookie).get(`/api/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return notificationListSchema.parse(res.json());
}

const keyOf = (n: Notification) => `${n.id} ${n.createdAt}`;

/** Runs `event`, then answers each person's notifications that appeared or were refreshed meanwhile, newest first. */
export async function notifiedBy<K extends string>(
  t: TestApp,
  people: Record<K, { cookie: string }>,
  event: () => Promise<unknown>,
): Promise<Record<K, Notification[]>> {
  const names = Object.keys(people) as K[];
  const before = new Map<K, Set<string>>();
  for (const name of names) {
    before.set(name, new Set((await inboxOf(t, people[name].cookie)).notifications.map(keyOf)));
  }
  await event();
  const after = {} as Record<K, Notification[]>;
  for (const name of names) {
    const { notifications } = await inboxOf(t, people[name].cookie);
    after[name] = notifications.filter((n) => !before.get(name)!.has(keyOf(n)));
  }
  return after;
}

/** What each person should have been told: one notification of `kind` linking to `link`, or nothing. */
export function expectNotified<K extends string>(
  got: Record<K, Notification[]>,
  expected: Partial<Record<K, { kind: Notification['kind']; link: string }>>,
): void {
  const want = Object.fromEntries(
    (Object.keys(got) as K[]).map((name) => {
      const one: { kind: Notification['kind']; link: string } | undefined = expected[name];
      return [name, one ? [expect.objectContaining({ kind: one.kind, link: one.link, readAt: null })] : []];
    }),
  );
  expect(got).toEqual(want);
}
