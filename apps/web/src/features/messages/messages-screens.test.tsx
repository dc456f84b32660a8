import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Conversation, ConversationMessages, Me, Message } from '@scout/domain';
import { App } from '@/app/app';
import { installFetchStandIn, json, type Handler, sessionFrom } from '@/testing/fetch-stand-in';

// The Messages page and one conversation in a browser-like DOM against a small stand-in for
// the API: each test says who is signed in (/api/session) and answers the calls its screen makes.

// Screens are lazily loaded chunks; the first import in a run can take over a second.
configure({ asyncUtilTimeout: 5000 });

const { calls, routes } = installFetchStandIn();

const meAs =
  (role: Me['role']): Handler =>
  () =>
    json({
      id: 'u1',
      role,
      name: role === 'adopter' ? 'Alex Rivera' : 'Hill Country Hounds',
      email: 'me@example.test',
      onboarded: true,
    });

function visit(path: string) {
  window.history.pushState(null, '', path);
  return render(<App />);
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    dogId: 'dog-1',
    dog: { id: 'dog-1', name: 'Biscuit', photos: ['/uploads/biscuit.webp'], status: 'available' },
    shelterName: 'Hill Country Hounds',
    listerType: 'shelter',
    adopterName: 'Alex Rivera',
    unreadCount: 0,
    lastMessage: null,
    lastMessageAt: null,
    closed: false,
    ...overrides,
  };
}

function message(overrides: Partial<Message> & Pick<Message, 'id' | 'content'>): Message {
  return { conversationId: 'c1', senderType: 'user', createdAt: minutesAgo(10), mine: true, ...overrides };
}

const messages = (c: Conversation, list: Message[]): ConversationMessages => ({ conversation: c, messages: list });

describe('Messages page', () => {
  it("lists an adopter's conversations with previews, unread counts and Scout pinned on top", async () => {
    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    routes['GET /api/dogs/liked'] = () => json([]);
    routes['GET /api/conversations'] = () =>
      json([
        conversation({
          unreadCount: 2,
          lastMessage: { senderType: 'shelter', content: 'Biscuit would love to meet you on Saturday!', mine: false },
          lastMessageAt: minutesAgo(5),
        }),
        conversation({
          id: 'c2',
          dogId: 'dog-2',
          dog: { id: 'dog-2', name: 'Maple', photos: [], status: 'available' },
          shelterName: 'Olivia (Owner)',
          listerType: 'owner',
          lastMessage: { senderType: 'user', content: 'Is Maple good with cats?', mine: true },
          lastMessageAt: minutesAgo(3 * 60),
        }),
      ]);
    visit('/messages');

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first!.getAttribute('href')).toBe('/messages/c1');
    expect(within(first!).getByText('Biscuit')).toBeTruthy();
    expect(within(first!).getByText('Hill Country Hounds')).toBeTruthy();
    expect(within(first!).getByText('Biscuit would love to meet you on Saturday!')).toBeTruthy();
    expect(within(first!).getByText('Just now')).toBeTruthy();
    expect(first!.textContent).toContain('2 unread');
    expect(within(second!).getByText('You: Is Maple good with cats?')).toBeTruthy();
    expect(within(second!).getByText('Olivia (Owner)')).toBeTruthy();
    expect(within(second!).getByText('3h ago')).toBeTruthy();
    expect(second!.textContent).not.toContain('unread');

    expect(screen.getByRole('tab', { name: /Messages/ }).textContent).toContain('2 unread');
    // No chat yet (the stand-in has no /api/chat): Scout invites a first question.
    const scout = await screen.findByRole('link', { name: /Ask me about your matches/ });
    expect(scout.getAttribute('href')).toBe('/chat');
  });

  const chatMessage = (role: 'user' | 'assistant', content: string) => ({
    id: `${role}-1`,
    role,
    content,
    dogContext: null,
    dogs: [],
    timestamp: minutesAgo(1),
  });

  it("previews the chat with Scout by its last message: Scout's answer after 'Scout: '", async () => {
    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    routes['GET /api/dogs/liked'] = () => json([]);
    routes['GET /api/conversations'] = () => json([]);
    routes['GET /api/chat'] = () =>
      json([
        chatMessage('user', 'Which dogs are good with kids?'),
        chatMessage('assistant', 'Here are three dogs who love kids.'),
      ]);
    visit('/messages');
    const scout = await screen.findByRole('link', { name: /Scout: Here are three dogs who love kids\./ });
    expect(scout.getAttribute('href')).toBe('/chat');
  });

  it("previews the chat with Scout by its last message: the adopter's own after 'You: '", async () => {
    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    routes['GET /api/dogs/liked'] = () => json([]);
    routes['GET /api/conversations'] = () => json([]);
    routes['GET /api/chat'] = () => json([chatMessage('user', 'Which dogs are good with kids?')]);
    visit('/messages');
    expect(await screen.findByRole('link', { name: /You: Which dogs are good with kids\?/ })).toBeTruthy();
  });

  it('says there are no conversations yet, and still offers Scout', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    routes['GET /api/dogs/liked'] = () => json([]);
    routes['GET /api/conversations'] = () => json([]);
    visit('/messages');
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ask me about your matches/ })).toBeTruthy();
  });

  it('shows a lister their inbox: who wrote about which dog, and no Matches tab', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    routes['GET /api/conversations'] = () =>
      json([
        conversation({
          unreadCount: 1,
          lastMessage: { senderType: 'user', content: 'Is Biscuit house-trained?', mine: false },
          lastMessageAt: minutesAgo(2 * 24 * 60),
        }),
      ]);
    visit('/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const row = within(list).getByRole('link');
    expect(within(row).getByText('Alex Rivera')).toBeTruthy();
    expect(within(row).getByText('About Biscuit')).toBeTruthy();
    expect(within(row).getByText('Is Biscuit house-trained?')).toBeTruthy();
    expect(within(row).getByText('2d ago')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /Matches/ })).toBeNull();
    expect(screen.queryByText('Ask me about your matches')).toBeNull();
    expect(calls.some((c) => c.url === '/api/dogs/liked')).toBe(false);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('owner'));
    routes['GET /api/conversations'] = () =>
      json({ message: 'Something went wrong on our side. Please try again.' }, 500);
    visit('/messages');
    expect(await screen.findByText('Unable to load your conversations.')).toBeTruthy();
    routes['GET /api/conversations'] = () => json([]);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
  });
});

describe('Conversation page', () => {
  const question = message({ id: 'm1', content: 'Hi! Is Biscuit good with cats?' });
  const answer = message({
    id: 'm2',
    content: 'She is! Want to meet her?',
    senderType: 'shelter',
    mine: false,
    createdAt: minutesAgo(5),
  });

  function asAdopter(thread: ConversationMessages = messages(conversation(), [question, answer])) {
    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    routes['GET /api/conversations/c1/messages'] = () => json(thread);
    routes['GET /api/conversations/c1/messages?after=m2'] = () => json(messages(thread.conversation, []));
  }

  it("shows the dog and shelter, the caller's bubbles on the right and the shelter's on the left", async () => {
    asAdopter();
    visit('/messages/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Biscuit' })).toBeTruthy();
    expect(screen.getByText('Hill Country Hounds')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe('/dogs/dog-1');
    expect(screen.getByRole('link', { name: 'Back to Messages' }).getAttribute('href')).toBe('/messages');
    const log = screen.getByRole('log');
    expect(within(log).getByText('Hi! Is Biscuit good with cats?').dataset.side).toBe('right');
    expect(within(log).getByText('She is! Want to meet her?').dataset.side).toBe('left');
    expect(screen.getByPlaceholderText('Message shelter about meet-and-greet...')).toBeTruthy();
  });

  it('sends on Enter, not on Shift+Enter, and ignores blank text', async () => {
    asAdopter();
    const sent = message({ id: 'm3', content: 'Saturday works!', createdAt: new Date().toISOString() });
    routes['POST /api/conversations/c1/messages'] = () => json(sent, 201);
    visit('/messages/c1');
    const box = (await screen.findByPlaceholderText('Message shelter about meet-and-greet...')) as HTMLTextAreaElement;
    const sendButton = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    expect(sendButton.disabled).toBe(true);

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sendButton.disabled).toBe(true);

    fireEvent.change(box, { target: { value: 'Saturday works!' } });
    expect(sendButton.disabled).toBe(false);
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.keyDown(box, { key: 'Enter' });
    const bubble = await within(screen.getByRole('log')).findByText('Saturday works!');
    expect(bubble.dataset.side).toBe('right');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/conversations/c1/messages', body: { content: 'Saturday works!' } },
    ]);
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('keeps the text and says so when a message cannot be sent', async () => {
    asAdopter();
    routes['POST /api/conversations/c1/messages'] = () => Promise.reject(new TypeError('Failed to fetch'));
    visit('/messages/c1');
    const box = (await screen.findByPlaceholderText('Message shelter about meet-and-greet...')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Can I visit tomorrow?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(screen.getByText('Please check your connection and try again.')).toBeTruthy();
    expect(box.value).toBe('Can I visit tomorrow?');
  });

  it('asks only for newer messages every 3 seconds and shows them', async () => {
    asAdopter();
    const reply = message({
      id: 'm4',
      content: 'See you then!',
      senderType: 'shelter',
      mine: false,
      createdAt: new Date().toISOString(),
    });
    routes['GET /api/conversations/c1/messages?after=m2'] = () => json(messages(conversation(), [reply]));
    visit('/messages/c1');
    await screen.findByText('She is! Want to meet her?');
    expect(await within(screen.getByRole('log')).findByText('See you then!')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/conversations/c1/messages?after=m2')).toBe(true);
  });

  it('lets a lister reply under the adopter’s name', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    routes['GET /api/conversations/c1/messages'] = () =>
      json(
        messages(conversation(), [
          { ...question, mine: false },
          { ...answer, mine: true },
        ]),
      );
    visit('/messages/c1');
    expect(await screen.findByPlaceholderText('Write a reply...')).toBeTruthy();
    expect(screen.getByText('Alex Rivera')).toBeTruthy();
    expect(within(screen.getByRole('log')).getByText('She is! Want to meet her?').dataset.side).toBe('right');
  });

  it('keeps a closed conversation readable, without the message box', async () => {
    asAdopter(
      messages(conversation({ closed: true, dog: { id: 'dog-1', name: 'Biscuit', photos: [], status: 'removed' } }), [
        question,
      ]),
    );
    visit('/messages/c1');
    expect(await screen.findByText('Hi! Is Biscuit good with cats?')).toBeTruthy();
    expect(screen.getByText(/This conversation is closed/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Profile' })).toBeNull();
  });

  it('says when a conversation does not exist, with a way back', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    routes['GET /api/conversations/nope/messages'] = () => json({ message: 'Conversation not found' }, 404);
    visit('/messages/nope');
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Messages' }).getAttribute('href')).toBe('/messages');
  });
});
