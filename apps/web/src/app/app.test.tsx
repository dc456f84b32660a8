import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { App } from './app';

// The shell in a browser-like DOM, signed out: /api/session answers no user; that call is the only
// one these screens make, so a small fetch stand-in is enough here (the fetch helper
// itself is tested against a real server in api-client.test.ts).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ user: null }), { status: 200 })),
  );
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function visit(path: string) {
  window.history.pushState(null, '', path);
  return render(<App />);
}

describe('app shell', () => {
  it('shows the Page Not Found screen for unknown routes, with the header and navigation', async () => {
    visit('/no-such-page');
    // The first lazily loaded screen of a run can take over a second to import, as the landing page below.
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Discover' }).getAttribute('href')).toBe('/discover');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(document.title).toBe('Page Not Found · Scout');
  });

  it('gives signed-out visitors Discover and Map, marking the current one', async () => {
    visit('/map');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = await within(nav).findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Discover', 'Map']);
    expect(within(nav).getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Discover' }).getAttribute('aria-current')).toBeNull();
  });

  it('hides the navigation on the sign-in page', async () => {
    visit('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Scout' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('renders the landing page with its own header and no app menu', async () => {
    visit('/');
    const startLinks = await screen.findAllByRole('link', { name: 'Start Matching' }, { timeout: 3000 });
    expect(startLinks.map((l) => l.getAttribute('href'))).toEqual(['/onboarding', '/onboarding']);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]?.getAttribute('href')).toBe(
      '/api/login?intended_role=adopter',
    );
  });

  it('with no network, opens the shell, says it is offline and shows the deck error after one try', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        throw new TypeError('Failed to fetch');
      }),
    );
    visit('/discover');
    expect(await screen.findByRole('heading', { name: 'Unable to load dogs' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe("You're offline. Scout will catch up when you're back online.");
    // A failed read is not asked again and again while the screen waits on it (each component
    // that mounts later asks the failed session once more, no further).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked.filter((url) => url === '/api/dogs?limit=500')).toHaveLength(1);
    expect(asked.filter((url) => url === '/api/session').length).toBeLessThanOrEqual(2);
  });
});
