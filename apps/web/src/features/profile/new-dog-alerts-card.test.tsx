import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@scout/domain/contracts/notifications';
import { installFetchStandIn, json } from '@/testing/fetch-stand-in';
import { NewDogAlertsCard } from './new-dog-alerts-card';

// The profile's new-dog alerts switch (product §16.5) writes the same settings as /settings.

const { calls, routes, renderWithProviders } = installFetchStandIn();

const SETTINGS = '/api/notification-settings';
const LABEL = 'Email me when a dog that fits me is listed near me';

describe('NewDogAlertsCard', () => {
  it('turns instant alerts on with PUT of the whole settings, and back off', async () => {
    const start = { ...DEFAULT_NOTIFICATION_SETTINGS, messages: { email: false } };
    routes[`GET ${SETTINGS}`] = () => json(start);
    routes[`PUT ${SETTINGS}`] = (init) => json(JSON.parse(String(init?.body)));
    renderWithProviders(<NewDogAlertsCard />);

    const box = (await screen.findByRole('checkbox', { name: LABEL })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);

    expect(await screen.findByText('New-dog alerts are on')).toBeTruthy();
    await waitFor(() => expect(box.checked).toBe(true));
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(false));

    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { ...start, newDogAlerts: { mode: 'instant', threshold: 80 } },
      { ...start, newDogAlerts: { mode: 'off', threshold: 80 } },
    ]);
    expect(screen.getByRole('link', { name: /Settings/ }).getAttribute('href')).toBe('/settings');
  });
});
