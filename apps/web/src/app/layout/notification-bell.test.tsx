import { act, screen } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_POLL_MS } from '@/api/notifications';
import { installFetchStandIn, json, sessionFrom } from '@/testing/fetch-stand-in';
import { NotificationBell } from './notification-bell';

// The header's bell (product §16.1): the unread count from GET /api/notifications, asked
// again every UNREAD_POLL_MS and when the window regains focus; signed-in people only.

const { calls, routes, renderWithProviders } = installFetchStandIn();

const COUNT_URL = '/api/notifications?limit=1';
const signedIn = () => json({ id: 'u1', role: 'adopter', name: 'Alex', email: 'alex@example.test', onboarded: true });
const unread = (n: number) => () => json({ notifications: [], unreadCount: n });
const countCalls = () => calls.filter((c) => c.url === COUNT_URL).length;

afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationBell', () => {
  it('links to /notifications and names the unread count', async () => {
    routes['GET /api/session'] = sessionFrom(signedIn);
    routes[`GET ${COUNT_URL}`] = unread(3);
    renderWithProviders(<NotificationBell />);

    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.textContent).toBe('3');
  });

  it('says only "Notifications" and shows no badge when nothing is unread', async () => {
    routes['GET /api/session'] = sessionFrom(signedIn);
    routes[`GET ${COUNT_URL}`] = unread(0);
    renderWithProviders(<NotificationBell />);

    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
  });

  it('caps the badge at 99+ while the name keeps the exact count', async () => {
    routes['GET /api/session'] = sessionFrom(signedIn);
    routes[`GET ${COUNT_URL}`] = unread(120);
    renderWithProviders(<NotificationBell />);

    expect((await screen.findByRole('link', { name: 'Notifications, 120 unread' })).textContent).toBe('99+');
  });

  it('asks again on its interval and when the window regains focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routes['GET /api/session'] = sessionFrom(signedIn);
    routes[`GET ${COUNT_URL}`] = unread(1);
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(countCalls()).toBe(1);

    routes[`GET ${COUNT_URL}`] = unread(2);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(countCalls()).toBe(2);

    routes[`GET ${COUNT_URL}`] = unread(4);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeTruthy();
    focusManager.setFocused(undefined);
  });

  it('is not there for signed-out visitors, and never asks', async () => {
    routes['GET /api/session'] = sessionFrom(() => json({ message: 'Unauthorized' }, 401));
    renderWithProviders(<NotificationBell />);

    await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/session')).toBe(true));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('link')).toBeNull();
    expect(countCalls()).toBe(0);
  });
});
