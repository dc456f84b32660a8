import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation, Me } from '@scout/domain';
import { createQueryClient } from '@/lib/query-client';
import { installFetchStandIn, json, sessionFrom } from '@/testing/fetch-stand-in';
import { useOpenConversation, useUnreadByDog } from './conversations';
import { useMe } from './session';

const { routes } = installFetchStandIn();
const me = (role: Me['role']) => () =>
  json({ id: 'u1', role, name: 'Someone', email: 'someone@example.test', onboarded: true });

function conversation(id: string, dogId: string, unreadCount: number): Conversation {
  return {
    id,
    dogId,
    dog: { id: dogId, name: 'Biscuit', photos: [], status: 'available' },
    shelterName: 'Hill Country Hounds',
    listerType: 'shelter',
    adopterName: 'Alex Rivera',
    unreadCount,
    lastMessage: null,
    lastMessageAt: null,
    closed: false,
  };
}

function withQueryClient() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useUnreadByDog', () => {
  it("maps each dog to the adopter's unread messages about it", async () => {
    routes['GET /api/session'] = sessionFrom(me('adopter'));
    routes['GET /api/conversations'] = () => json([conversation('c1', 'dog-1', 2), conversation('c2', 'dog-2', 0)]);
    const { result } = renderHook(() => useUnreadByDog(), { wrapper: withQueryClient() });
    await waitFor(() => expect(result.current.get('dog-1')).toBe(2));
    expect(result.current.has('dog-2')).toBe(false);
  });

  it('loads nothing for shelters and owners', async () => {
    routes['GET /api/session'] = sessionFrom(me('shelter'));
    const conversations = vi.fn(() => json([conversation('c1', 'dog-1', 3)]));
    routes['GET /api/conversations'] = conversations;
    const { result } = renderHook(() => ({ me: useMe().me, unread: useUnreadByDog() }), { wrapper: withQueryClient() });
    await waitFor(() => expect(result.current.me?.role).toBe('shelter'));
    expect(result.current.unread.size).toBe(0);
    expect(conversations).not.toHaveBeenCalled();
  });
});

describe('useOpenConversation', () => {
  it('opens the conversation about a dog and goes to it', async () => {
    window.history.pushState(null, '', '/discover');
    routes['GET /api/conversations/dog-1'] = () => json(conversation('c9', 'dog-1', 0));
    const { result } = renderHook(() => useOpenConversation(), { wrapper: withQueryClient() });
    act(() => result.current.mutate('dog-1'));
    await waitFor(() => expect(window.location.pathname).toBe('/messages/c9'));
  });

  it('leaves what a failure shows to the caller', async () => {
    window.history.pushState(null, '', '/map');
    routes['GET /api/conversations/dog-1'] = () => json({ message: 'Dog not found' }, 404);
    const onError = vi.fn();
    const { result } = renderHook(() => useOpenConversation(), { wrapper: withQueryClient() });
    act(() => result.current.mutate('dog-1', { onError }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/map');
  });
});
