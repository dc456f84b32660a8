import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '@scout/domain';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@scout/domain/contracts/notifications';
import { App } from '@/app/app';
import { installFetchStandIn, json, type Handler, sessionFrom } from '@/testing/fetch-stand-in';

// /settings' Notifications section and email-verification line (product §16.6) against a
// stand-in for GET|PUT /api/notification-settings and Better Auth's session and
// send-verification-email calls.

configure({ asyncUtilTimeout: 5000 });

const { calls, routes } = installFetchStandIn();

const SETTINGS = '/api/notification-settings';

const meAs =
  (role: Me['role']): Handler =>
  () =>
    json({ id: 'u1', role, name: 'Alex Rivera', email: 'alex@example.test', onboarded: true });

function visit(path: string) {
  window.history.pushState(null, '', path);
  return render(<App />);
}

function signedInAs(role: Me['role'], settings: unknown = DEFAULT_NOTIFICATION_SETTINGS, emailVerified = true) {
  routes['GET /api/session'] = sessionFrom(meAs(role));
  routes[`GET ${SETTINGS}`] = () => json(settings);
  routes['GET /api/auth/get-session?disableCookieCache=true'] = () =>
    json({ session: { id: 's1' }, user: { id: 'u1', emailVerified } });
}

const puts = () => calls.filter((c) => c.method === 'PUT' && c.url === SETTINGS).map((c) => c.body);

describe('Settings: notifications', () => {
  it('shows the saved settings and sends the whole object, with a number threshold, on save', async () => {
    signedInAs('adopter');
    routes[`PUT ${SETTINGS}`] = (init) => json(JSON.parse(String(init?.body)));
    visit('/settings');

    const messages = await screen.findByRole('checkbox', { name: 'New messages' });
    expect((messages as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'New-dog alerts' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^Off/ }) as HTMLInputElement).checked).toBe(true);
    // The score only matters once alerts are on.
    expect(screen.queryByLabelText('Alert me about dogs that score')).toBeNull();

    fireEvent.click(messages);
    fireEvent.click(screen.getByRole('radio', { name: /^Daily digest/ }));
    const threshold = screen.getByLabelText('Alert me about dogs that score') as HTMLSelectElement;
    expect(threshold.value).toBe('80');
    expect(threshold.selectedOptions[0]!.textContent).toBe('80% match or better (recommended)');
    fireEvent.change(threshold, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));

    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    const expected: NotificationSettings = {
      messages: { email: false },
      toursAndApplications: { email: true },
      newDogAlerts: { mode: 'daily', threshold: 90 },
    };
    expect(puts()).toEqual([expected]);
  });

  it('offers scores from 50 to 100 only', async () => {
    signedInAs('adopter', { ...DEFAULT_NOTIFICATION_SETTINGS, newDogAlerts: { mode: 'instant', threshold: 75 } });
    visit('/settings');

    const threshold = (await screen.findByLabelText('Alert me about dogs that score')) as HTMLSelectElement;
    expect(threshold.value).toBe('75');
    const values = [...threshold.options].map((o) => Number(o.value));
    expect(values[0]).toBe(50);
    expect(values.at(-1)).toBe(100);
    expect(values.every((v) => v >= 50 && v <= 100)).toBe(true);
  });

  it("shows the server's reason when saving is refused, and keeps the form", async () => {
    signedInAs('adopter');
    routes[`PUT ${SETTINGS}`] = () => json({ message: 'threshold must be at most 100' }, 400);
    visit('/settings');

    fireEvent.click(await screen.findByRole('button', { name: 'Save notification settings' }));

    expect(await screen.findByText("Couldn't save your notification settings")).toBeTruthy();
    expect(screen.getByText('threshold must be at most 100')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'New messages' })).toBeTruthy();
  });

  it('does not offer a form built on settings outside the contract', async () => {
    signedInAs('adopter', { ...DEFAULT_NOTIFICATION_SETTINGS, newDogAlerts: { mode: 'instant', threshold: 101 } });
    visit('/settings');

    expect(await screen.findByText("We couldn't load your notification settings.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save notification settings' })).toBeNull();
  });

  it('gives shelters and owners the email choices without new-dog alerts, and still saves the whole object', async () => {
    const saved = { ...DEFAULT_NOTIFICATION_SETTINGS, newDogAlerts: { mode: 'off', threshold: 65 } };
    signedInAs('shelter', saved);
    routes[`PUT ${SETTINGS}`] = (init) => json(JSON.parse(String(init?.body)));
    visit('/settings');

    const tours = await screen.findByRole('checkbox', { name: 'Tours and applications' });
    expect(screen.getByRole('group', { name: 'Email me about' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'New-dog alerts' })).toBeNull();

    fireEvent.click(tours);
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(puts()).toEqual([{ ...saved, toursAndApplications: { email: false } }]));
  });
});

describe('Settings: email verification', () => {
  it('offers to send the verification email again to an unverified address, and confirms it', async () => {
    signedInAs('adopter', DEFAULT_NOTIFICATION_SETTINGS, false);
    routes['POST /api/auth/send-verification-email'] = () => json({ status: true });
    visit('/settings');

    expect(await screen.findByText('Not verified yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send verification email again' }));

    expect(await screen.findByText("We've sent a new verification link to alex@example.test.")).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/auth/send-verification-email')?.body).toEqual({
      email: 'alex@example.test',
      callbackURL: `${window.location.origin}/settings`,
    });
  });

  it('says so when sending fails', async () => {
    signedInAs('adopter', DEFAULT_NOTIFICATION_SETTINGS, false);
    routes['POST /api/auth/send-verification-email'] = () => json({ message: 'Too many requests' }, 429);
    visit('/settings');

    fireEvent.click(await screen.findByRole('button', { name: 'Send verification email again' }));
    expect(await screen.findByText('Too many requests')).toBeTruthy();
  });

  it('shows a verified address as verified, with nothing to send', async () => {
    signedInAs('adopter');
    visit('/settings');

    expect(await screen.findByText('Verified')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send verification email again' })).toBeNull());
  });
});
