import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '@scout/domain';
import type { Notification } from '@scout/domain/contracts/notifications';
import { App } from '@/app/app';
import { installFetchStandIn, json, type Handler, sessionFrom } from '@/testing/fetch-stand-in';

// /notifications and the header's bell in a browser-like DOM against a stand-in for the API
// (product §16.1): GET /api/notifications answers a page and the unread count, the next
// page's cursor in X-Next-Cursor; POST /api/notifications/read answers the new count.

configure({ asyncUtilTimeout: 5000 });

const { calls, routes } = installFetchStandIn();

const PAGE_URL = '/api/notifications?limit=20';
const COUNT_URL = '/api/notifications?limit=1';

const meAs =
  (role: Me['role']): Handler =>
  () =>
    json({ id: 'u1', role, name: 'Alex Rivera', email: 'alex@example.test', onboarded: true });

function visit(path: string) {
  window.history.pushState(null, '', path);
  return render(<App />);
}

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

function notification(overrides: Partial<Notification> & Pick<Notification, 'id'>): Notification {
  return {
    kind: 'message',
    title: 'Hill Country Hounds replied about Biscuit',
    body: 'Biscuit would love to meet you on Saturday!',
    link: '/messages/c1',
    readAt: null,
    createdAt: hoursAgo(2),
    ...overrides,
  };
}

function page(notifications: Notification[], unreadCount: number, nextCursor?: string): Handler {
  return () =>
    new Response(JSON.stringify({ notifications, unreadCount }), {
      status: 200,
      headers: { 'Content-Type': 'application/json', ...(nextCursor && { 'X-Next-Cursor': nextCursor }) },
    });
}

const TWO = [
  notification({ id: 'n2' }),
  notification({
    id: 'n1',
    kind: 'tour-confirmed',
    title: 'Your video tour with Maple is confirmed',
    body: 'Saturday at 10:00. The shelter will call you on video.',
    link: '/dogs/dog-2',
    readAt: hoursAgo(1),
    createdAt: hoursAgo(26),
  }),
];

describe('Notifications page', () => {
  it("says you're all caught up when there are none", async () => {
    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    routes[`GET ${PAGE_URL}`] = page([], 0);
    routes[`GET ${COUNT_URL}`] = page([], 0);
    visit('/notifications');

    expect(await screen.findByRole('heading', { name: "You're all caught up" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
  });

  it('lists them newest first, each linking to where it happened, unread ones marked, with relative times', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    routes[`GET ${PAGE_URL}`] = page(TWO, 1);
    routes[`GET ${COUNT_URL}`] = page(TWO.slice(0, 1), 1);
    visit('/notifications');

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/messages/c1', '/dogs/dog-2']);
    expect(links[0]!.textContent).toContain('Unread: Hill Country Hounds replied about Biscuit');
    expect(links[0]!.textContent).toContain('2h ago');
    expect(links[1]!.textContent).not.toContain('Unread');
    expect(links[1]!.textContent).toContain('1d ago');
    expect(screen.getByText('1 unread')).toBeTruthy();
  });

  it('marks one read as it is opened, and the bell follows', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    routes[`GET ${PAGE_URL}`] = page(TWO, 1);
    routes[`GET ${COUNT_URL}`] = page(TWO.slice(0, 1), 1);
    routes['POST /api/notifications/read'] = () => json({ unreadCount: 0 });
    routes['GET /api/conversations/c1/messages'] = () => json({ message: 'Not found' }, 404);
    visit('/notifications');

    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    fireEvent.click(within(list).getAllByRole('link')[0]!);

    await waitFor(() => expect(window.location.pathname).toBe('/messages/c1'));
    expect(calls.filter((c) => c.url === '/api/notifications/read').map((c) => c.body)).toEqual([{ ids: ['n2'] }]);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
  });

  it('opening one that is already read sends nothing', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    routes[`GET ${PAGE_URL}`] = page(TWO, 1);
    routes[`GET ${COUNT_URL}`] = page(TWO.slice(0, 1), 1);
    visit('/notifications');

    const list = await screen.findByRole('list', { name: 'Notifications' });
    fireEvent.click(within(list).getAllByRole('link')[1]!);
    await waitFor(() => expect(window.location.pathname).toBe('/dogs/dog-2'));
    expect(calls.some((c) => c.url === '/api/notifications/read')).toBe(false);
  });

  it('marks all as read: every item loses its unread mark and the bell its count', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    routes[`GET ${PAGE_URL}`] = page([notification({ id: 'n3' }), ...TWO], 2);
    routes[`GET ${COUNT_URL}`] = page([], 2);
    routes['POST /api/notifications/read'] = () => json({ unreadCount: 0 });
    visit('/notifications');

    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(calls.filter((c) => c.url === '/api/notifications/read').map((c) => c.body)).toEqual([{ all: true }]);
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(list.textContent).not.toContain('Unread');
    expect(screen.getByText('Nothing new')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
  });

  it('loads the next page with the cursor from X-Next-Cursor, then offers no more', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    routes[`GET ${PAGE_URL}`] = page(TWO, 1, 'cursor-2');
    routes[`GET ${PAGE_URL}&cursor=cursor-2`] = page(
      [notification({ id: 'n0', title: 'Pepper is new near you', kind: 'new-dog', link: '/dogs/dog-9' })],
      1,
    );
    routes[`GET ${COUNT_URL}`] = page([], 1);
    visit('/notifications');

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    const list = screen.getByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(within(list).getAllByRole('link')[2]!.textContent).toContain('Pepper is new near you');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the error state with Try Again when the list cannot be read', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    routes[`GET ${PAGE_URL}`] = () => json({ message: 'Internal Server Error' }, 500);
    routes[`GET ${COUNT_URL}`] = page([], 0);
    visit('/notifications');

    expect(await screen.findByRole('heading', { name: "Couldn't load your notifications" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/shelter-dashboard');

    routes[`GET ${PAGE_URL}`] = page([], 0);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: "You're all caught up" })).toBeTruthy();
  });

  it('sends signed-out visitors to sign in, with no bell in the header', async () => {
    routes['GET /api/session'] = sessionFrom(() => json({ message: 'Unauthorized' }, 401));
    visit('/notifications');

    expect(await screen.findByRole('heading', { name: 'Sign in to see your notifications' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login?intended_role=adopter');
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/notifications'))).toBe(false);
  });
});
