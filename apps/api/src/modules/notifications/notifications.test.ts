// GET /api/notifications and POST /api/notifications/read (product §16.1): a person's own
// notifications newest first, paged through X-Next-Cursor, the unread count, marking some or
// all read (never someone else's), bad input 400, signed out 401; and what deleting an
// account does to notifications.
import { NEXT_CURSOR_HEADER, notificationReadResultSchema, type NotificationKind } from '@scout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { applicant, listedDog } from '../../testing/adoption-journey-world.ts';
import { inboxOf } from '../../testing/notification-inbox.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';
import { createNotifier } from './notifier.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const notifier = createNotifier();

/** `count` notifications for the person, one statement each so each has its own time; oldest first. */
async function notifyTimes(userId: string, count: number, kind: NotificationKind = 'message') {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const row = await notifier.notify(t.database.db, {
      userId,
      kind,
      title: `Title ${i}`,
      body: `Body ${i}`,
      link: `/dogs/${i}`,
    });
    ids.push(row.id);
    // Each a moment later than the one before: two inserts in the same millisecond share a
    // time, and the list then orders them by id, not by when they were written.
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
  return ids;
}

const markRead = async (cookie: string, body: unknown) => {
  const res = await t.api.as(cookie).post('/api/notifications/read', body as object);
  expect(res.statusCode, res.body).toBe(200);
  return notificationReadResultSchema.parse(res.json()).unreadCount;
};

describe('GET /api/notifications', () => {
  it("lists the caller's own notifications newest first, with the unread count, and nobody else's", async () => {
    const [me, other] = await Promise.all([signUp(t.app, 'adopter'), signUp(t.app, 'shelter')]);
    expect(await inboxOf(t, me.cookie)).toEqual({ notifications: [], unreadCount: 0 });
    const ids = await notifyTimes(me.userId, 3);
    await notifyTimes(other.userId, 2);
    const inbox = await inboxOf(t, me.cookie);
    expect(inbox.unreadCount).toBe(3);
    expect(inbox.notifications.map((n) => n.id)).toEqual([...ids].reverse());
    expect(inbox.notifications[0]).toEqual({
      id: ids[2],
      kind: 'message',
      title: 'Title 3',
      body: 'Body 3',
      link: '/dogs/3',
      readAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Object.keys(inbox.notifications[0]!)).not.toContain('userId');
    expect((await inboxOf(t, other.cookie)).unreadCount).toBe(2);
  });

  it('pages with X-Next-Cursor until the last page, which has none; the unread count is always the whole', async () => {
    const me = await signUp(t.app, 'adopter');
    const ids = (await notifyTimes(me.userId, 5)).reverse();
    // Two written in one statement share a time: the id breaks the tie, so none is skipped.
    await notifier.notifyMany(t.database.db, [
      { userId: me.userId, kind: 'tour-confirmed', title: 'A', body: 'A', link: '/dogs/a' },
      { userId: me.userId, kind: 'tour-declined', title: 'B', body: 'B', link: '/dogs/b' },
    ]);
    const seen: string[] = [];
    let url = '/api/notifications?limit=2';
    for (let page = 0; page < 10; page++) {
      const res = await t.api.as(me.cookie).get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().unreadCount).toBe(7);
      seen.push(...res.json().notifications.map((n: { id: string }) => n.id));
      const next = res.headers[NEXT_CURSOR_HEADER];
      if (next === undefined) break;
      expect(res.json().notifications).toHaveLength(2);
      url = `/api/notifications?limit=2&cursor=${encodeURIComponent(String(next))}`;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(2)).toEqual(ids);
    // Exactly a page's worth: no cursor pointing at an empty page.
    const all = await t.api.as(me.cookie).get('/api/notifications?limit=7');
    expect(all.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('refuses a bad limit, a forged cursor and unknown parameters (400 with issues)', async () => {
    const me = await signUp(t.app, 'adopter');
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=1.5',
      'limit=ten',
      'cursor=bm90LWEtY3Vyc29y',
      'cursor=%7B',
      'page=2',
    ]) {
      const res = await t.api.as(me.cookie).get(`/api/notifications?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues?.length, query).toBeGreaterThan(0);
    }
  });
});

describe('POST /api/notifications/read', () => {
  it("marks the caller's chosen notifications read and answers the new unread count", async () => {
    const me = await signUp(t.app, 'adopter');
    const [a, b, c] = await notifyTimes(me.userId, 3);
    expect(await markRead(me.cookie, { ids: [a, b] })).toBe(1);
    const inbox = await inboxOf(t, me.cookie);
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.notifications.map((n) => [n.id, n.readAt === null])).toEqual([
      [c, true],
      [b, false],
      [a, false],
    ]);
    // Reading again keeps the first time it was read.
    const readAt = inbox.notifications[1]!.readAt;
    expect(await markRead(me.cookie, { ids: [b] })).toBe(1);
    expect((await inboxOf(t, me.cookie)).notifications[1]!.readAt).toBe(readAt);
  });

  it("never marks someone else's: their ids, unknown ids and malformed ids mark nothing", async () => {
    const [me, other] = await Promise.all([signUp(t.app, 'adopter'), signUp(t.app, 'owner')]);
    const [mine] = await notifyTimes(me.userId, 1);
    const theirs = await notifyTimes(other.userId, 2);
    expect(await markRead(me.cookie, { ids: [...theirs, '00000000-0000-4000-8000-000000000000', 'not-an-id'] })).toBe(
      1,
    );
    expect(await markRead(me.cookie, { all: true })).toBe(0);
    expect((await inboxOf(t, other.cookie)).unreadCount).toBe(2);
    expect((await inboxOf(t, me.cookie)).notifications[0]).toMatchObject({ id: mine, readAt: expect.any(String) });
  });

  it('refuses a body that is neither {ids} nor {all: true} (400)', async () => {
    const me = await signUp(t.app, 'adopter');
    await notifyTimes(me.userId, 1);
    for (const body of [
      {},
      { ids: [] },
      { ids: 'x' },
      { all: false },
      { all: true, ids: ['x'] },
      { all: true, extra: 1 },
    ]) {
      const res = await t.api.as(me.cookie).post('/api/notifications/read', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await inboxOf(t, me.cookie)).unreadCount).toBe(1);
  });
});

it("documents the four calls, and the list's X-Next-Cursor header, in the OpenAPI document", async () => {
  const { paths } = (await t.api.get('/api/openapi.json')).json();
  expect(Object.keys(paths['/api/notifications'])).toEqual(['get']);
  expect(paths['/api/notifications'].get.responses['200'].headers).toHaveProperty(NEXT_CURSOR_HEADER);
  expect(Object.keys(paths['/api/notifications/read'])).toEqual(['post']);
  expect(Object.keys(paths['/api/notification-settings']).sort()).toEqual(['get', 'put']);
  expect(paths['/api/notification-settings'].put.tags).toEqual(['notifications']);
});

it('answers 401 signed out on every notification call, whatever the input', async () => {
  const calls = [
    t.api.get('/api/notifications'),
    t.api.get('/api/notifications?limit=junk'),
    t.api.post('/api/notifications/read', { all: true }),
    t.api.post('/api/notifications/read', { junk: 1 }),
    t.api.get('/api/notification-settings'),
    t.api.put('/api/notification-settings', { junk: 1 }),
  ];
  for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
});

it("deleting an account takes its notifications with it, and a lister's deletion tells their applicants", async () => {
  const { lister, dog } = await listedDog(t);
  const adopter = await applicant(t, dog.id);
  expect((await inboxOf(t, lister.cookie)).unreadCount).toBe(1);
  expect((await t.api.as(lister.cookie).delete('/api/me')).statusCode).toBe(200);
  expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, lister.userId))).toEqual([]);
  expect((await inboxOf(t, adopter.cookie)).notifications).toEqual([
    expect.objectContaining({ kind: 'application-closed', body: `${dog.name} is no longer listed.` }),
  ]);
  expect((await t.api.as(adopter.cookie).delete('/api/me')).statusCode).toBe(200);
  expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, adopter.userId))).toEqual([]);
});
