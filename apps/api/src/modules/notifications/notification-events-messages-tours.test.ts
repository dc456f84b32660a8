// Who hears of a message or a virtual tour (product §16.2): exactly the other side, once,
// with a link to where it happened; never the sender, another adopter or another lister.
import { conversationSchema, tourSchema } from '@scout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedDog } from '../../testing/adoption-journey-world.ts';
import { expectNotified, inboxOf, notifiedBy } from '../../testing/notification-inbox.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A lister with a dog, its adopter, and bystanders: another adopter of the same dog, another lister. */
async function world(type: 'shelter' | 'owner' = 'shelter') {
  const { lister, dog } = await listedDog(t, type, type === 'owner' ? { name: 'Olivia Hartwell' } : {});
  const adopter = await signUp(t.app, 'adopter', { name: 'Avery Adopter' });
  const otherAdopter = await signUp(t.app, 'adopter');
  const otherLister = (await listedDog(t)).lister;
  const people = { lister, adopter, otherAdopter, otherLister };
  return { dog, people, ...people };
}

async function conversationOf(cookie: string, dogId: string) {
  const res = await t.api.as(cookie).get(`/api/conversations/${dogId}`);
  expect(res.statusCode, res.body).toBe(200);
  return conversationSchema.parse(res.json());
}

const send = async (cookie: string, conversationId: string, content: string) => {
  const res = await t.api.as(cookie).post(`/api/conversations/${conversationId}/messages`, { content });
  expect(res.statusCode, res.body).toBe(201);
};

async function book(cookie: string, dogId: string, hours = 30) {
  const res = await t.api.as(cookie).post('/api/virtual-tours', { dogId, scheduledAt: hoursAhead(hours) });
  expect(res.statusCode, res.body).toBe(201);
  return tourSchema.parse(res.json());
}

const patchTour = async (cookie: string, id: string, status: string, expected = 200) => {
  const res = await t.api.as(cookie).patch(`/api/virtual-tours/${id}`, { status });
  expect(res.statusCode, res.body).toBe(expected);
};

describe('a new message', () => {
  it("notifies the dog's lister of an adopter's message, with a link to the conversation", async () => {
    const { dog, people, adopter } = await world();
    const conversation = await conversationOf(adopter.cookie, dog.id);
    await conversationOf(people.otherAdopter.cookie, dog.id);
    const got = await notifiedBy(t, people, () => send(adopter.cookie, conversation.id, 'Is she good with cats?'));
    expectNotified(got, { lister: { kind: 'message', link: `/messages/${conversation.id}` } });
    expect(got.lister[0]).toMatchObject({
      title: `New message about ${dog.name}`,
      body: 'Avery Adopter: Is she good with cats?',
    });
  });

  it("notifies the adopter of the lister's answer; an owner goes by first name only", async () => {
    const { dog, people, adopter, lister } = await world('owner');
    const conversation = await conversationOf(adopter.cookie, dog.id);
    const got = await notifiedBy(t, people, () => send(lister.cookie, conversation.id, 'Yes, she loves them.'));
    expectNotified(got, { adopter: { kind: 'message', link: `/messages/${conversation.id}` } });
    expect(got.adopter[0]?.body).toBe('Olivia (Owner): Yes, she loves them.');
    expect(JSON.stringify(got)).not.toContain('Hartwell');
  });

  it('folds unread messages of one conversation into one notification, until the recipient reads it', async () => {
    const { dog, adopter, lister } = await world();
    const conversation = await conversationOf(adopter.cookie, dog.id);
    const long = `Also: ${'we walk a lot. '.repeat(20)}`;
    for (const content of ['Hello!', 'Is she still available?', long])
      await send(adopter.cookie, conversation.id, content);
    let inbox = await inboxOf(t, lister.cookie);
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.notifications).toHaveLength(1);
    expect(inbox.notifications[0]).toMatchObject({ kind: 'message', title: `3 new messages about ${dog.name}` });
    expect(inbox.notifications[0]!.body.startsWith('Avery Adopter: Also: we walk a lot.')).toBe(true);
    expect(inbox.notifications[0]!.body.endsWith('…')).toBe(true);
    expect(inbox.notifications[0]!.body.length).toBeLessThan(long.length);

    // Reading the conversation reads its notification; the next message is a new one.
    expect((await t.api.as(lister.cookie).get(`/api/conversations/${conversation.id}/messages`)).statusCode).toBe(200);
    inbox = await inboxOf(t, lister.cookie);
    expect(inbox.unreadCount).toBe(0);
    expect(inbox.notifications[0]?.readAt).not.toBeNull();
    await send(adopter.cookie, conversation.id, 'One more thing.');
    inbox = await inboxOf(t, lister.cookie);
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.notifications.map((n) => [n.title, n.readAt === null])).toEqual([
      [`New message about ${dog.name}`, true],
      [`3 new messages about ${dog.name}`, false],
    ]);
  });

  it('keeps conversations apart: a message about another dog is its own notification', async () => {
    const { dog, adopter, lister } = await world();
    const second = await listedDog(t);
    const first = await conversationOf(adopter.cookie, dog.id);
    const other = await conversationOf(adopter.cookie, second.dog.id);
    await send(adopter.cookie, first.id, 'Hi');
    await send(adopter.cookie, other.id, 'Hi');
    expect((await inboxOf(t, lister.cookie)).notifications.map((n) => n.link)).toEqual([`/messages/${first.id}`]);
    expect((await inboxOf(t, second.lister.cookie)).notifications.map((n) => n.link)).toEqual([
      `/messages/${other.id}`,
    ]);
  });
});

describe('virtual tours', () => {
  it("notifies the lister of a request, linking to their dashboard (the owner's for an owner)", async () => {
    for (const type of ['shelter', 'owner'] as const) {
      const { dog, people, adopter } = await world(type);
      const got = await notifiedBy(t, people, () => book(adopter.cookie, dog.id));
      expectNotified(got, { lister: { kind: 'tour-requested', link: `/${type}-dashboard` } });
      expect(got.lister[0]?.body).toContain('Avery Adopter');
    }
  });

  it("notifies the adopter of a confirmation and of a decline, linking to the dog's page", async () => {
    const { dog, people, adopter, lister } = await world();
    const tour = await book(adopter.cookie, dog.id);
    let got = await notifiedBy(t, people, () => patchTour(lister.cookie, tour.id, 'confirmed'));
    expectNotified(got, { adopter: { kind: 'tour-confirmed', link: `/dogs/${dog.id}` } });
    got = await notifiedBy(t, people, () => patchTour(lister.cookie, tour.id, 'declined'));
    expectNotified(got, { adopter: { kind: 'tour-declined', link: `/dogs/${dog.id}` } });
  });

  it('notifies the lister when the adopter cancels (only the adopter can), and nobody of a refused change', async () => {
    const { dog, people, adopter, lister } = await world();
    const tour = await book(adopter.cookie, dog.id);
    let got = await notifiedBy(t, people, () => patchTour(adopter.cookie, tour.id, 'cancelled'));
    expectNotified(got, { lister: { kind: 'tour-cancelled', link: '/shelter-dashboard' } });
    got = await notifiedBy(t, people, async () => {
      await patchTour(lister.cookie, tour.id, 'confirmed', 409);
      await patchTour(adopter.cookie, tour.id, 'cancelled', 409);
      await patchTour(people.otherAdopter.cookie, tour.id, 'cancelled', 404);
    });
    expectNotified(got, {});
  });
});
