import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVALID_UNSUBSCRIBE_TOKEN_MESSAGE, type UnsubscribeTopic } from '@scout/domain/contracts/unsubscribe';
import { App } from '@/app/app';
import { installFetchStandIn, json, sessionFrom } from '@/testing/fetch-stand-in';

// /unsubscribe?token=... (product §16.6), the page every email's footer links to, signed out,
// against a stand-in for GET and POST /api/unsubscribe.

configure({ asyncUtilTimeout: 5000 });

const { calls, routes } = installFetchStandIn();

const TOKEN = 'tok.1-abc_DEF';
const API_URL = `/api/unsubscribe?token=${TOKEN}`;

function visit(path: string) {
  routes['GET /api/session'] = sessionFrom(() => json({ message: 'Unauthorized' }, 401));
  window.history.pushState(null, '', path);
  return render(<App />);
}

function linkFor(topic: UnsubscribeTopic, subscribed = true) {
  routes[`GET ${API_URL}`] = () => json({ topic, subscribed });
  routes[`POST ${API_URL}`] = () => json({ topic, subscribed: false });
  return visit(`/unsubscribe?token=${TOKEN}`);
}

const unsubscribeCalls = () => calls.filter((c) => c.url.startsWith('/api/unsubscribe'));

describe('Unsubscribe page', () => {
  it.each<[UnsubscribeTopic, string]>([
    ['messages', 'This link stops emails about new messages.'],
    ['toursAndApplications', 'This link stops emails about tours and applications.'],
    ['newDogAlerts', 'This link stops new-dog alerts.'],
    ['all', 'This link stops all Scout notification emails.'],
  ])('says in plain words which emails a %s link stops, before changing anything', async (topic, line) => {
    linkFor(topic);

    expect(await screen.findByRole('heading', { name: 'Stop these emails?' })).toBeTruthy();
    expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email settings' }).getAttribute('href')).toBe('/settings');
    expect(unsubscribeCalls().map((c) => c.method)).toEqual(['GET']);
  });

  it.each<[UnsubscribeTopic, string]>([
    ['messages', "You won't get emails about new messages any more."],
    ['newDogAlerts', "You won't get new-dog alerts any more."],
    ['all', "You won't get any Scout notification emails any more."],
  ])('unsubscribes a %s link with one click, then confirms it', async (topic, confirmation) => {
    linkFor(topic);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(confirmation);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Email settings' }).getAttribute('href')).toBe('/settings');
    // The token travels in the query only; the POST carries no body.
    expect(unsubscribeCalls()).toEqual([
      { method: 'GET', url: API_URL, body: undefined },
      { method: 'POST', url: API_URL, body: undefined },
    ]);
  });

  it('says so when those emails are already off, with nothing to click but Settings', async () => {
    linkFor('toursAndApplications', false);

    expect(await screen.findByRole('heading', { name: 'Already unsubscribed' })).toBeTruthy();
    expect(screen.getByText("You're already unsubscribed from emails about tours and applications.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Email settings' }).getAttribute('href')).toBe('/settings');
  });

  it("shows the server's message for a bad or forged token, and a way to Settings", async () => {
    routes[`GET /api/unsubscribe?token=forged`] = () => json({ message: INVALID_UNSUBSCRIBE_TOKEN_MESSAGE }, 400);
    visit('/unsubscribe?token=forged');

    expect(await screen.findByRole('heading', { name: "This link doesn't work" })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(INVALID_UNSUBSCRIBE_TOKEN_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Email settings' }).getAttribute('href')).toBe('/settings');
  });

  it('treats a link without a token as broken without asking the server', async () => {
    visit('/unsubscribe');

    expect(await screen.findByRole('heading', { name: "This link doesn't work" })).toBeTruthy();
    expect(screen.getByText(INVALID_UNSUBSCRIBE_TOKEN_MESSAGE)).toBeTruthy();
    expect(unsubscribeCalls()).toEqual([]);
  });

  it('keeps the button when unsubscribing fails, and says why', async () => {
    linkFor('messages');
    routes[`POST ${API_URL}`] = () => json({ message: 'The service is unavailable. Please try again shortly.' }, 503);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The service is unavailable. Please try again shortly.'),
    );
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "You're unsubscribed" })).toBeNull();
  });

  it('offers Try Again when the link could not be read for another reason', async () => {
    routes[`GET ${API_URL}`] = () => json({ message: 'Internal Server Error' }, 500);
    visit(`/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: "We couldn't open this link" })).toBeTruthy();
    routes[`GET ${API_URL}`] = () => json({ topic: 'messages', subscribed: true });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('This link stops emails about new messages.')).toBeTruthy();
  });
});
