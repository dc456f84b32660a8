// The lister declines an application with a kind message (decisions §12): the journey
// closes with the message on it, the message arrives in the conversation about the dog, the
// adopter is told once; only the dog's lister may decline, and only an active application.
import { conversationListSchema, conversationMessagesSchema, journeyListSchema, journeySchema } from '@scout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, expectMessage, journeyUrl, listedDog, step } from '../../testing/adoption-journey-world.ts';
import { expectNotified, notifiedBy } from '../../testing/notification-inbox.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';
import { DECLINE_MESSAGE } from './adoption-journeys.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const KIND_WORDS = 'Thank you for applying. We have found a home with a big yard that suits Pip better.';

describe('PATCH /api/adoption-journeys/:id {action: "decline", message}', () => {
  it('closes the journey with the message, posts it in the conversation, and notifies the adopter once', async () => {
    const { lister, dog } = await listedDog(t, 'shelter', { name: 'Hill Country Hounds' });
    const adopter = await applicant(t, dog.id);
    const other = await applicant(t, dog.id);

    let declined: ReturnType<typeof journeySchema.parse> | undefined;
    const told = await notifiedBy(t, { adopter, other, lister }, async () => {
      declined = await step(t, lister.cookie, adopter.journey.id, { action: 'decline', message: `  ${KIND_WORDS}  ` });
    });
    expect(declined).toMatchObject({
      status: 'closed',
      closedReason: `Hill Country Hounds declined the application for ${dog.name}.`,
      declineMessage: KIND_WORDS,
    });
    expectNotified(told, { adopter: { kind: 'application-closed', link: `/dogs/${dog.id}` } });
    expect(told.adopter[0]!.body).toContain(KIND_WORDS.slice(0, 40));

    // The adopter's own view of the journey: closed, with the lister's words.
    const mine = journeySchema.parse((await t.api.as(adopter.cookie).get(`/api/adoption-journeys/${dog.id}`)).json());
    expect(mine).toMatchObject({ status: 'closed', declineMessage: KIND_WORDS });

    // The message is in their conversation about the dog, from the lister, unread for the adopter.
    const [conversation] = conversationListSchema.parse(
      (await t.api.as(adopter.cookie).get('/api/conversations')).json(),
    );
    expect(conversation).toMatchObject({
      dogId: dog.id,
      unreadCount: 1,
      lastMessage: { content: KIND_WORDS, mine: false },
    });
    const read = conversationMessagesSchema.parse(
      (await t.api.as(adopter.cookie).get(`/api/conversations/${conversation!.id}/messages`)).json(),
    );
    expect(read.messages.map((m) => [m.senderType, m.content])).toEqual([['shelter', KIND_WORDS]]);

    // The other applicant's journey is untouched; the lister's list shows the decline.
    const listed = journeyListSchema.parse((await t.api.as(lister.cookie).get('/api/adoption-journeys')).json());
    expect(listed.find((j) => j.id === adopter.journey.id)).toMatchObject({
      status: 'closed',
      declineMessage: KIND_WORDS,
    });
    expect(listed.find((j) => j.id === other.journey.id)).toMatchObject({ status: 'active', declineMessage: null });
  });

  it('adds to an existing conversation rather than starting a second one', async () => {
    const { lister, dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    const opened = await t.api.as(adopter.cookie).get(`/api/conversations/${dog.id}`);
    expect(opened.statusCode).toBe(200);
    const conversationId: string = opened.json().id;
    expect(
      (await t.api.as(adopter.cookie).post(`/api/conversations/${conversationId}/messages`, { content: 'Hello!' }))
        .statusCode,
    ).toBe(201);

    await step(t, lister.cookie, adopter.journey.id, { action: 'decline', message: KIND_WORDS });
    const conversations = conversationListSchema.parse(
      (await t.api.as(adopter.cookie).get('/api/conversations')).json(),
    );
    expect(conversations.map((c) => c.id)).toEqual([conversationId]);
    const read = conversationMessagesSchema.parse(
      (await t.api.as(adopter.cookie).get(`/api/conversations/${conversationId}/messages`)).json(),
    );
    expect(read.messages.map((m) => m.content)).toEqual(['Hello!', KIND_WORDS]);
  });

  it('is for the dog’s lister only: 401 signed out, 404 for a stranger or another lister, 403 for the adopter', async () => {
    const { dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    const url = journeyUrl(adopter.journey.id);
    const body = { action: 'decline', message: KIND_WORDS };
    expect((await t.api.patch(url, body)).statusCode).toBe(401);
    const stranger = await signUp(t.app, 'adopter');
    const otherLister = (await listedDog(t)).lister;
    for (const cookie of [stranger.cookie, otherLister.cookie]) {
      expectMessage(await t.api.as(cookie).patch(url, body), 404, 'Adoption journey not found');
    }
    expectMessage(await t.api.as(adopter.cookie).patch(url, body), 403, DECLINE_MESSAGE);
    const still = journeySchema.parse((await t.api.as(adopter.cookie).get(`/api/adoption-journeys/${dog.id}`)).json());
    expect(still).toMatchObject({ status: 'active', declineMessage: null });
  });

  it('needs a message (400 naming it), and only an active application (409)', async () => {
    const { lister, dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    const url = journeyUrl(adopter.journey.id);
    for (const message of [undefined, '', '   ', 'x'.repeat(2001)]) {
      const res = await t.api.as(lister.cookie).patch(url, { action: 'decline', message });
      expect(res.statusCode, JSON.stringify(message)).toBe(400);
      expect(res.json().issues).toContainEqual(expect.objectContaining({ path: 'message' }));
    }
    await step(t, lister.cookie, adopter.journey.id, { action: 'decline', message: KIND_WORDS });
    const again = await t.api.as(lister.cookie).patch(url, { action: 'decline', message: KIND_WORDS });
    expect(again.statusCode).toBe(409);
  });
});
