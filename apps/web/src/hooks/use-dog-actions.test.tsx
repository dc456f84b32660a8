import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '@scout/domain';
import { meKeys } from '@/api/session';
import { Toaster } from '@/components/ui/toaster';
import { dogFixture } from '@/testing/dog-fixture';
import { installFetchStandIn, json, sessionFrom } from '@/testing/fetch-stand-in';
import { useDogActions } from './use-dog-actions';

const { calls, routes, queryClient } = installFetchStandIn();
const dog = dogFixture();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient()}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

function signedOut() {
  routes['GET /api/session'] = sessionFrom(() => json({ message: 'Not signed in' }, 401));
}

function signedIn(role: Me['role'] = 'adopter') {
  routes['GET /api/session'] = sessionFrom(() =>
    json({ id: 'u1', role, name: 'Ada', email: 'ada@example.test', onboarded: true }),
  );
}

async function render(options?: Parameters<typeof useDogActions>[1]) {
  const hook = renderHook(() => useDogActions(dog, options), { wrapper });
  await waitFor(() => expect(calls.some((c) => c.url === '/api/session')).toBe(true));
  await waitFor(() => expect(queryClient().getQueryState(meKeys.me)?.status).toBe('success'));
  return hook;
}

describe('useDogActions', () => {
  it('asks a guest to sign in before messaging, and lets the screen offer its sign-up', async () => {
    signedOut();
    const onSignInRequired = vi.fn();
    const { result } = await render({ onSignInRequired });
    act(() => result.current.message());
    expect(await screen.findByText('Sign in required')).toBeTruthy();
    expect(screen.getByText('Create an account to message shelters')).toBeTruthy();
    expect(onSignInRequired).toHaveBeenCalledOnce();
    expect(calls.filter((c) => c.url.startsWith('/api/conversations'))).toHaveLength(0);
  });

  it('asks a guest to sign in before booking a tour, and opens nothing', async () => {
    signedOut();
    const { result } = await render();
    act(() => result.current.bookTour());
    expect(await screen.findByText('Create an account to book a virtual meet & greet')).toBeTruthy();
    expect(result.current.tourOpen).toBe(false);
  });

  it('opens the booking for a signed-in adopter', async () => {
    signedIn();
    const { result } = await render();
    act(() => result.current.bookTour());
    expect(result.current.tourOpen).toBe(true);
  });

  it('says a conversation could not be opened, unless the screen handles that itself', async () => {
    signedIn();
    routes['GET /api/conversations/dog-1'] = () => json({ message: 'Dog not found' }, 404);
    const first = await render();
    act(() => first.result.current.message());
    expect(await screen.findByText('Failed to start conversation. Please try again.')).toBeTruthy();

    const onMessageError = vi.fn();
    const second = await render({ onMessageError });
    act(() => second.result.current.message());
    await waitFor(() => expect(onMessageError).toHaveBeenCalledOnce());
  });

  it("keeps a guest's like in this browser and says Match!", async () => {
    signedOut();
    const onRecorded = vi.fn();
    const { result } = await render();
    act(() => result.current.swipe('right', onRecorded));
    expect(await screen.findByText('Match!')).toBeTruthy();
    expect(screen.getByText('You liked Biscuit! Check your liked dogs.')).toBeTruthy();
    expect(onRecorded).toHaveBeenCalledOnce();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    window.localStorage.clear();
  });
});
