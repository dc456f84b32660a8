import { configure, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GUEST_SWIPES_KEY } from '@scout/domain/constants';
import type { NotificationSettings } from '@scout/domain/contracts/notifications';
import { App } from '@/app/app';
import { GUEST_NEW_DOG_ALERTS_KEY } from '@/lib/guest-data-cookie';
import { readGuestNewDogAlerts } from '@/lib/guest-storage';
import { installFetchStandIn, json, sessionFrom } from '@/testing/fetch-stand-in';

// A guest who ticked "Email me when similar dogs appear near you" signs up: on
// /migrate-guest-data their choice becomes instant new-dog alerts on the account (GET, then
// PUT of the whole object, so the account's other settings stay), and leaves this browser.

configure({ asyncUtilTimeout: 5000 });

const { calls, routes } = installFetchStandIn();

const SETTINGS = '/api/notification-settings';
const ON_SERVER: NotificationSettings = {
  messages: { email: false },
  toursAndApplications: { email: true },
  newDogAlerts: { mode: 'off', threshold: 70 },
};

beforeEach(() => {
  window.localStorage.setItem(GUEST_SWIPES_KEY, JSON.stringify([{ dogId: 'dog-1', direction: 'right', timestamp: 1 }]));
  window.localStorage.setItem(GUEST_NEW_DOG_ALERTS_KEY, 'true');
  const alex = () => json({ id: 'u1', role: 'adopter', name: 'Alex', email: 'alex@example.test', onboarded: false });
  routes['GET /api/session'] = sessionFrom(alex);
  // The migration asks GET /api/me itself: it runs only for a signed-in user.
  routes['GET /api/me'] = alex;
  routes['POST /api/swipes'] = () => json({ ok: true }, 201);
  routes[`GET ${SETTINGS}`] = () => json(ON_SERVER);
});

afterEach(() => {
  window.localStorage.clear();
});

function visit(path: string) {
  window.history.pushState(null, '', path);
  return render(<App />);
}

describe('Guest new-dog alert choice after sign-up', () => {
  it('turns instant alerts on, keeping the other settings, then forgets the choice', async () => {
    routes[`PUT ${SETTINGS}`] = (init) => json(JSON.parse(String(init?.body)));
    visit('/migrate-guest-data');

    expect(await screen.findByRole('heading', { name: 'All set!' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT' && c.url === SETTINGS).map((c) => c.body)).toEqual([
      { ...ON_SERVER, newDogAlerts: { mode: 'instant', threshold: 70 } },
    ]);
    expect(readGuestNewDogAlerts()).toBe(false);
  });

  it('keeps the choice for a retry when the server refuses it', async () => {
    routes[`PUT ${SETTINGS}`] = () => json({ message: 'Internal Server Error' }, 500);
    visit('/migrate-guest-data');

    expect(await screen.findByRole('heading', { name: 'Partial Migration' })).toBeTruthy();
    expect(screen.getByText(/New-dog alerts couldn't be turned on - you can retry\./)).toBeTruthy();
    expect(readGuestNewDogAlerts()).toBe(true);
    // The swipe moved, so only the choice is left.
    expect(window.localStorage.getItem(GUEST_SWIPES_KEY)).toBeNull();
  });

  it('leaves the settings alone when the guest did not tick the box', async () => {
    window.localStorage.removeItem(GUEST_NEW_DOG_ALERTS_KEY);
    visit('/migrate-guest-data');

    expect(await screen.findByRole('heading', { name: 'All set!' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/swipes')).toBe(true));
    expect(calls.some((c) => c.url === SETTINGS)).toBe(false);
  });
});
