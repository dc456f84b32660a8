// Conversations between adopters and listers: opening one per adopter and dog, the two
// parties' lists with unread counts, reading (which marks read) and polling with `after`,
// sending with the contract's messages, closed conversations (product §11), and that
// nobody else learns a conversation exists (product §6).
import {
  CONVERSATION_CLOSED_MESSAGE,
  CONVERSATION_NOT_FOUND_MESSAGE,
  conversationListSchema,
  conversationMessagesSchema,
  conversationSchema,
  MESSAGE_EMPTY_MESSAGE,
  MESSAGE_MAX_LENGTH,
  MESSAGE_PAGE_MAX,
  MESSAGE_TOO_LONG_MESSAGE,
  messageSchema,
  type Conversation,
  type Message,
} from '@scout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../db/schema/index.ts';
import { createDog } from '../../db/seed/factories.ts';
import { apiClient, type ApiClient } from '../../testing/api-client.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { ADOPTERS_ONLY_MESSAGE, UNKNOWN_AFTER_MESSAGE } from './conversations.service.ts';

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app, {
    // The owner in every world is Olivia Hartwell: no answer may carry her full name.
    onResponse: (res) => expect(res.body).not.toContain('Hartwell'),
  });
});
afterAll(async () => t?.close());

const messagesUrl = (conversationId: string) => `/api/conversations/${conversationId}/messages`;

async function open(dogId: string, cookie: string): Promise<Conversation> {
  const res = await api.as(cookie).get(`/api/conversations/${dogId}`);
  expect(res.statusCode, res.body).toBe(200);
  return conversationSchema.parse(res.json());
}

async function say(conversationId: string, cookie: string, content: string): Promise<Message> {
  const res = await api.as(cookie).post(messagesUrl(conversationId), { content });
  expect(res.statusCode, res.body).toBe(201);
  return messageSchema.parse(res.json());
}

async function list(cookie: string): Promise<Conversation[]> {
  const res = await api.as(cookie).get('/api/conversations');
  expect(res.statusCode, res.body).toBe(200);
  return conversationListSchema.parse(res.json());
}

async function read(conversationId: string, cookie: string, after?: string) {
  const res = await api
    .as(cookie)
    .get(`/api/conversations/${conversationId}/messages${after ? `?after=${after}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return conversationMessagesSchema.parse(res.json());
}

const storedMessages = async (conversationId: string) =>
  t.database.db.select().from(messages).where(eq(messages.conversationId, conversationId));

/** A shelter with a dog, an owner (full name Olivia Hartwell) with a dog, and an adopter. */
async function world() {
  const shelter = await signUpLister(t.app, t.database.db, 'shelter', { name: 'Hill Country Hounds' });
  const owner = await signUpLister(t.app, t.database.db, 'owner', { name: 'Olivia Hartwell' });
  const shelterDog = await createDog(t.database.db, {
    listerId: shelter.listerId,
    name: 'Biscuit',
    status: 'available',
  });
  const ownerDog = await createDog(t.database.db, { listerId: owner.listerId, name: 'Maple', status: 'available' });
  const adopter = await signUp(t.app, 'adopter', { name: 'Alex Rivera' });
  return { shelter, owner, shelterDog, ownerDog, adopter };
}

describe('GET /api/conversations/:dogId', () => {
  it('opens the adopter’s conversation about a dog, the same one on every call, even two at once', async () => {
    const { shelterDog, adopter } = await world();
    const first = await open(shelterDog.id, adopter.cookie);
    expect(first).toEqual({
      id: first.id,
      dogId: shelterDog.id,
      dog: { id: shelterDog.id, name: 'Biscuit', photos: shelterDog.photos, status: 'available' },
      shelterName: 'Hill Country Hounds',
      listerType: 'shelter',
      adopterName: 'Alex Rivera',
      unreadCount: 0,
      lastMessage: null,
      lastMessageAt: null,
      closed: false,
    });
    expect((await open(shelterDog.id, adopter.cookie)).id).toBe(first.id);

    const other = await signUp(t.app, 'adopter');
    const [a, b] = await Promise.all([open(shelterDog.id, other.cookie), open(shelterDog.id, other.cookie)]);
    expect(a.id).toBe(b.id);
    expect(a.id).not.toBe(first.id);
    const rows = await t.database.db.select().from(conversations).where(eq(conversations.dogId, shelterDog.id));
    expect(rows).toHaveLength(2);
  });

  it('names an owner by first name only, wherever the conversation appears', async () => {
    const { owner, ownerDog, adopter } = await world();
    const conversation = await open(ownerDog.id, adopter.cookie);
    expect(conversation).toMatchObject({ shelterName: 'Olivia (Owner)', listerType: 'owner' });
    await say(conversation.id, adopter.cookie, 'Hello!');
    await say(conversation.id, owner.cookie, 'Hi, Maple says hello too.');
    expect((await list(adopter.cookie))[0]).toMatchObject({ shelterName: 'Olivia (Owner)' });
    expect((await list(owner.cookie))[0]).toMatchObject({ shelterName: 'Olivia (Owner)' });
    expect((await read(conversation.id, owner.cookie)).conversation.shelterName).toBe('Olivia (Owner)');
    expect((await read(conversation.id, adopter.cookie)).conversation.shelterName).toBe('Olivia (Owner)');
  });

  it('refuses signed-out callers (401) and shelters and owners (403)', async () => {
    const { shelter, owner, shelterDog } = await world();
    expect((await api.get(`/api/conversations/${shelterDog.id}`)).statusCode).toBe(401);
    for (const lister of [shelter, owner]) {
      const res = await api.as(lister.cookie).get(`/api/conversations/${shelterDog.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ADOPTERS_ONLY_MESSAGE });
    }
    expect(await t.database.db.select().from(conversations).where(eq(conversations.dogId, shelterDog.id))).toEqual([]);
  });

  it('answers 404 for an unknown, malformed or removed dog', async () => {
    const { shelter, adopter } = await world();
    const removed = await createDog(t.database.db, { listerId: shelter.listerId, status: 'removed' });
    for (const id of ['7d0f3c1e-0000-4000-8000-000000000000', 'not-a-uuid', removed.id]) {
      const res = await api.as(adopter.cookie).get(`/api/conversations/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Dog not found' });
    }
  });

  it('still opens a conversation about a dog adopted since, but starts none for an adopted dog', async () => {
    const { shelter, shelterDog, adopter } = await world();
    const before = await open(shelterDog.id, adopter.cookie);
    const patched = await api.as(shelter.cookie).patch(`/api/dogs/${shelterDog.id}`, { status: 'adopted' });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await open(shelterDog.id, adopter.cookie);
    expect(after).toMatchObject({ id: before.id, dog: { status: 'adopted' }, closed: false });

    const newcomer = await signUp(t.app, 'adopter');
    expect((await api.as(newcomer.cookie).get(`/api/conversations/${shelterDog.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/conversations', () => {
  it('lists an adopter’s conversations and a lister’s inbox, most recent activity first, with unread counts', async () => {
    const { shelter, owner, shelterDog, ownerDog, adopter } = await world();
    const secondDog = await createDog(t.database.db, {
      listerId: shelter.listerId,
      name: 'Pepper',
      status: 'available',
    });
    const withShelter = await open(shelterDog.id, adopter.cookie);
    const withOwner = await open(ownerDog.id, adopter.cookie);
    const silent = await open(secondDog.id, adopter.cookie);
    await say(withShelter.id, adopter.cookie, 'Hi! Is Biscuit good with cats?');
    await say(withOwner.id, adopter.cookie, 'Hello Olivia, is Maple still looking for a home?');

    // Newest activity first; the conversation without messages comes last.
    expect((await list(adopter.cookie)).map((c) => c.id)).toEqual([withOwner.id, withShelter.id, silent.id]);

    const inbox = await list(shelter.cookie);
    expect(inbox.map((c) => c.id)).toEqual([withShelter.id, silent.id]);
    expect(inbox[0]).toMatchObject({
      adopterName: 'Alex Rivera',
      dog: { name: 'Biscuit' },
      unreadCount: 1,
      lastMessage: { senderType: 'user', content: 'Hi! Is Biscuit good with cats?', mine: false },
    });
    expect(inbox[0]!.lastMessageAt).not.toBeNull();
    expect((await list(owner.cookie)).map((c) => c.id)).toEqual([withOwner.id]);

    // The shelter replies: the adopter's list moves that conversation up and counts the reply.
    await say(withShelter.id, shelter.cookie, 'She is! Want to meet her on Saturday?');
    const mine = await list(adopter.cookie);
    expect(mine.map((c) => c.id)).toEqual([withShelter.id, withOwner.id, silent.id]);
    expect(mine[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: { senderType: 'shelter', content: 'She is! Want to meet her on Saturday?', mine: false },
    });
    expect(mine[1]).toMatchObject({ unreadCount: 0, lastMessage: { senderType: 'user', mine: true } });
    expect((await list(shelter.cookie))[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: { senderType: 'shelter', mine: true },
    });
  });

  it('shows strangers none of them, and refuses signed-out callers', async () => {
    const { shelterDog, adopter } = await world();
    const conversation = await open(shelterDog.id, adopter.cookie);
    await say(conversation.id, adopter.cookie, 'Hello!');
    const otherShelter = await signUpLister(t.app, t.database.db, 'shelter');
    const otherAdopter = await signUp(t.app, 'adopter');
    const notOnboarded = await signUp(t.app, 'owner');
    for (const stranger of [otherShelter, otherAdopter, notOnboarded]) expect(await list(stranger.cookie)).toEqual([]);
    expect((await api.get('/api/conversations')).statusCode).toBe(401);
  });
});

describe('reading and sending messages', () => {
  it('stores messages from both sides and marks the other side’s read when one reads', async () => {
    const { shelter, shelterDog, adopter } = await world();
    const { id } = await open(shelterDog.id, adopter.cookie);
    const question = await say(id, adopter.cookie, '  Is Biscuit house-trained?  ');
    expect(question).toMatchObject({
      conversationId: id,
      senderType: 'user',
      content: 'Is Biscuit house-trained?',
      mine: true,
    });

    const seenByShelter = await read(id, shelter.cookie);
    expect(seenByShelter.messages).toEqual([{ ...question, mine: false }]);
    expect(seenByShelter.conversation).toMatchObject({ id, unreadCount: 0, adopterName: 'Alex Rivera' });
    expect((await list(shelter.cookie))[0]!.unreadCount).toBe(0);
    // The shelter reading does not mark anything of its own as read for the adopter.
    const answer = await say(id, shelter.cookie, 'Yes, fully.');
    expect(answer).toMatchObject({ senderType: 'shelter', mine: true });
    expect((await list(adopter.cookie))[0]!.unreadCount).toBe(1);

    const seenByAdopter = await read(id, adopter.cookie);
    expect(seenByAdopter.messages.map((m) => [m.senderType, m.content, m.mine])).toEqual([
      ['user', 'Is Biscuit house-trained?', true],
      ['shelter', 'Yes, fully.', false],
    ]);
    expect(seenByAdopter.conversation.unreadCount).toBe(0);
    expect((await list(adopter.cookie))[0]!.unreadCount).toBe(0);
    const rows = await storedMessages(id);
    expect(rows.every((m) => m.readAt !== null)).toBe(true);
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(conversation!.lastMessageAt?.toISOString()).toBe(answer.createdAt);
  });

  it('with `after`, answers only the messages that came after that one', async () => {
    const { shelter, shelterDog, adopter } = await world();
    const { id } = await open(shelterDog.id, adopter.cookie);
    const first = await say(id, adopter.cookie, 'One');
    const second = await say(id, shelter.cookie, 'Two');
    const third = await say(id, adopter.cookie, 'Three');
    expect((await read(id, adopter.cookie, first.id)).messages.map((m) => m.id)).toEqual([second.id, third.id]);
    expect((await read(id, adopter.cookie, third.id)).messages).toEqual([]);

    const elsewhere = await open(
      (await createDog(t.database.db, { listerId: shelter.listerId, status: 'available' })).id,
      adopter.cookie,
    );
    const foreign = await say(elsewhere.id, adopter.cookie, 'Somewhere else');
    for (const after of [foreign.id, '7d0f3c1e-0000-4000-8000-000000000000', 'nonsense']) {
      const res = await api.as(adopter.cookie).get(`/api/conversations/${id}/messages?after=${after}`);
      expect(res.statusCode, after).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'after', message: UNKNOWN_AFTER_MESSAGE }]);
    }
  });

  it('answers the newest page without `after`, oldest first', async () => {
    const { shelterDog, adopter } = await world();
    const { id } = await open(shelterDog.id, adopter.cookie);
    const start = Date.now() - 60 * 60_000;
    await t.database.db.insert(messages).values(
      Array.from({ length: MESSAGE_PAGE_MAX + 5 }, (_, i) => ({
        conversationId: id,
        senderType: 'user' as const,
        senderId: adopter.userId,
        content: `Message ${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const page = await read(id, adopter.cookie);
    expect(page.messages).toHaveLength(MESSAGE_PAGE_MAX);
    expect(page.messages[0]!.content).toBe('Message 5');
    expect(page.messages.at(-1)!.content).toBe(`Message ${MESSAGE_PAGE_MAX + 4}`);
  });

  it("refuses empty, blank and over-long messages with the contract's messages, and stores nothing", async () => {
    const { shelterDog, adopter } = await world();
    const { id } = await open(shelterDog.id, adopter.cookie);
    const cases: [object, string][] = [
      [{ content: '' }, MESSAGE_EMPTY_MESSAGE],
      [{ content: ' \n\t ' }, MESSAGE_EMPTY_MESSAGE],
      [{}, MESSAGE_EMPTY_MESSAGE],
      [{ content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, MESSAGE_TOO_LONG_MESSAGE],
    ];
    for (const [payload, message] of cases) {
      const res = await api.as(adopter.cookie).post(messagesUrl(id), payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'content', message }]);
    }
    expect(
      (await api.as(adopter.cookie).post(messagesUrl(id), { content: 'Hi', senderType: 'shelter' })).statusCode,
    ).toBe(400);
    expect(await storedMessages(id)).toEqual([]);
    // The longest message is accepted, and surrounding blanks do not count towards it.
    expect(
      (await api.as(adopter.cookie).post(messagesUrl(id), { content: ` ${'x'.repeat(MESSAGE_MAX_LENGTH)} ` }))
        .statusCode,
    ).toBe(201);
  });

  it('tells strangers the conversation does not exist (404) and signed-out callers to sign in (401), before reading the body', async () => {
    const { shelter, owner, shelterDog, adopter } = await world();
    const { id } = await open(shelterDog.id, adopter.cookie);
    await say(id, adopter.cookie, 'Private question');
    const strangers = [await signUp(t.app, 'adopter'), await signUpLister(t.app, t.database.db, 'shelter'), owner];
    for (const stranger of strangers) {
      for (const res of [
        await api.as(stranger.cookie).get(messagesUrl(id)),
        await api.as(stranger.cookie).get(`/api/conversations/${id}/messages?junk=1`),
        await api.as(stranger.cookie).post(messagesUrl(id), { content: 'Let me in' }),
        await api.as(stranger.cookie).post(messagesUrl(id), { content: '' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: CONVERSATION_NOT_FOUND_MESSAGE });
      }
    }
    for (const unknown of ['7d0f3c1e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await api.as(adopter.cookie).get(messagesUrl(unknown))).statusCode).toBe(404);
      expect((await api.as(shelter.cookie).post(messagesUrl(unknown), { content: 'Hello?' })).statusCode).toBe(404);
    }
    expect((await api.get(messagesUrl(id))).statusCode).toBe(401);
    expect((await api.post(messagesUrl(id), { content: 'Hello?' })).statusCode).toBe(401);
    expect((await api.post(messagesUrl(id), {})).statusCode).toBe(401);
    expect((await storedMessages(id)).map((m) => m.content)).toEqual(['Private question']);
    // Nobody's reading marked the adopter's message read for the shelter.
    expect((await list(shelter.cookie))[0]!.unreadCount).toBe(1);
  });
});

describe('closed conversations', () => {
  it('refuses new messages once the dog is removed (409) but stays readable to both', async () => {
    const { shelter, shelterDog, adopter } = await world();
    const { id } = await open(shelterDog.id, adopter.cookie);
    await say(id, adopter.cookie, 'Is Biscuit still here?');
    expect((await api.as(shelter.cookie).delete(`/api/dogs/${shelterDog.id}`)).statusCode).toBe(204);

    for (const party of [adopter, shelter]) {
      const res = await api.as(party.cookie).post(messagesUrl(id), { content: 'Hello?' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: CONVERSATION_CLOSED_MESSAGE });
      const page = await read(id, party.cookie);
      expect(page.conversation).toMatchObject({ closed: true, dog: { status: 'removed' } });
      expect(page.messages.map((m) => m.content)).toEqual(['Is Biscuit still here?']);
      expect((await list(party.cookie))[0]).toMatchObject({ id, closed: true });
    }
    expect(await storedMessages(id)).toHaveLength(1);
    // A removed dog's conversation cannot be reopened by its id either.
    expect((await api.as(adopter.cookie).get(`/api/conversations/${shelterDog.id}`)).statusCode).toBe(404);
  });

  it('keeps the conversation readable to the adopter after the lister deletes their account, closed', async () => {
    const { owner, ownerDog, adopter } = await world();
    const { id } = await open(ownerDog.id, adopter.cookie);
    await say(id, adopter.cookie, 'Hi Olivia!');
    await say(id, owner.cookie, 'Hi! Maple found a home with my sister, sorry.');
    expect((await api.as(owner.cookie).delete('/api/me')).statusCode).toBe(200);

    const page = await read(id, adopter.cookie);
    expect(page.conversation).toMatchObject({ closed: true, shelterName: 'Olivia (Owner)' });
    expect(page.messages.map((m) => [m.senderType, m.mine])).toEqual([
      ['user', true],
      ['shelter', false],
    ]);
    const res = await api.as(adopter.cookie).post(messagesUrl(id), { content: 'Thanks anyway!' });
    expect(res.statusCode).toBe(409);
    expect((await list(adopter.cookie)).find((c) => c.id === id)).toMatchObject({ closed: true });
    expect(await storedMessages(id)).toHaveLength(2);
  });
});
