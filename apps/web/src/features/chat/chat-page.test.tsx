import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, Me } from '@scout/domain';
import { App } from '@/app/app';
import { installFetchStandIn, json, type Handler, sessionFrom } from '@/testing/fetch-stand-in';

// /chat in a browser-like DOM against a small stand-in for the API.

// Screens are lazily loaded chunks; the first import in a run can take over a second.
configure({ asyncUtilTimeout: 5000 });

const { calls, routes } = installFetchStandIn();

const meAs =
  (role: Me['role']): Handler =>
  () =>
    json({ id: 'u1', role, name: 'Alex Rivera', email: 'me@example.test', onboarded: true });
const PROFILE = {
  livingSituation: 'house_large_yard',
  otherPets: 'cats',
  activityLevel: 'high',
  workSchedule: 'hybrid',
  exerciseCommitment: 'daily_vigorous',
  experienceLevel: 'some_experience',
  householdComposition: 'adults',
  preferredSize: [],
  preferredAge: ['adult'],
  preferredEnergy: ['high'],
  searchRadius: 25,
  latitude: 30.27,
  longitude: -97.74,
};

function message(overrides: Partial<ChatMessage>): ChatMessage {
  return {
    id: 'm',
    role: 'assistant',
    content: '',
    dogContext: null,
    dogs: [],
    timestamp: new Date().toISOString(),
    ...overrides,
  };
}

function asAdopter(history: ChatMessage[] = []) {
  routes['GET /api/session'] = sessionFrom(meAs('adopter'));
  routes['GET /api/profile'] = () => json(PROFILE);
  routes['GET /api/chat'] = () => json(history);
}

function visit() {
  window.history.pushState(null, '', '/chat');
  return render(<App />);
}

const box = () => screen.getByRole('textbox', { name: 'Your question for Scout' });

describe('Chat with Scout', () => {
  it('starts with the greeting and the four suggested prompts; a prompt asks Scout', async () => {
    asAdopter();
    routes['POST /api/chat'] = () =>
      json(
        {
          message: message({ id: 'q', role: 'user', content: 'Which dogs are good with kids?' }),
          reply: message({
            id: 'a',
            content: 'Biscuit loves kids: 92% match.',
            dogContext: 'dog-1',
            dogs: [{ id: 'dog-1', name: 'Biscuit' }],
          }),
        },
        201,
      );
    visit();
    expect(await screen.findByRole('heading', { name: 'Chat with Scout' })).toBeTruthy();
    expect(screen.getByText('Your AI adoption matchmaker')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: "Hi! I'm Scout" })).toBeTruthy();
    const prompts = within(screen.getByRole('list', { name: 'Suggested questions' })).getAllByRole('button');
    expect(prompts.map((p) => p.textContent)).toEqual([
      'Find me a dog for an active lifestyle',
      'Which dogs are good with kids?',
      "I'd like a calm, low-energy companion",
      'How do compatibility scores work?',
    ]);
    expect(box().getAttribute('placeholder')).toBe('Ask Scout about your matches...');

    fireEvent.click(prompts[1]!);
    const link = await screen.findByRole('link', { name: 'Biscuit' });
    expect(link.getAttribute('href')).toBe('/dogs/dog-1');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: 'Which dogs are good with kids?' });
  });

  it('shows the history it is given, and links each dog an answer names', async () => {
    asAdopter([
      message({ id: 'q', role: 'user', content: 'Any calm dogs?' }),
      message({
        id: 'a',
        content: 'Try Rosie Mae or Max, both calm.',
        dogs: [
          { id: 'r', name: 'Rosie Mae' },
          { id: 'x', name: 'Max' },
        ],
      }),
    ]);
    visit();
    const log = await screen.findByRole('log', { name: 'Chat with Scout' });
    await waitFor(() => expect(within(log).getByText('Any calm dogs?')).toBeTruthy());
    expect(within(log).getByRole('link', { name: 'Rosie Mae' }).getAttribute('href')).toBe('/dogs/r');
    expect(within(log).getByRole('link', { name: 'Max' }).getAttribute('href')).toBe('/dogs/x');
  });

  it('sends on Enter, not on Shift+Enter, and never sends empty text', async () => {
    asAdopter();
    routes['POST /api/chat'] = () =>
      json(
        {
          message: message({ id: 'q', role: 'user', content: 'Any puppies?' }),
          reply: message({ id: 'a', content: 'Here are two puppies.' }),
        },
        201,
      );
    visit();
    await screen.findByRole('heading', { name: "Hi! I'm Scout" });
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.change(box(), { target: { value: 'Any puppies?' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(await screen.findByText('Here are two puppies.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect((box() as HTMLTextAreaElement).value).toBe(''));
  });

  it("keeps the question and shows product §8's toast when Scout cannot answer", async () => {
    asAdopter();
    routes['POST /api/chat'] = () => json({ message: 'Internal server error' }, 500);
    visit();
    await screen.findByRole('heading', { name: "Hi! I'm Scout" });
    fireEvent.change(box(), { target: { value: 'Any seniors?' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(screen.getByText('Scout is having trouble responding right now. Please try again.')).toBeTruthy();
    expect((box() as HTMLTextAreaElement).value).toBe('Any seniors?');
  });

  it('asks a guest to sign in', async () => {
    routes['GET /api/session'] = sessionFrom(() => json({ message: 'Please sign in to continue.' }, 401));
    const { unmount } = visit();
    expect(await screen.findByRole('heading', { name: 'Sign in to chat with Scout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login?intended_role=adopter');
    expect(calls.some((c) => c.url === '/api/chat')).toBe(false);
    unmount();
  });

  it('tells a shelter the chat is for adopters', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    visit();
    expect(await screen.findByRole('heading', { name: "Scout's chat is for adopters" })).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/chat')).toBe(false);
  });
});
