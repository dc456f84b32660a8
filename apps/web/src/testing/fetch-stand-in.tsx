import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToastsForTest } from '@/components/ui/use-toast';
import { createQueryClient, queryClient as appQueryClient } from '@/lib/query-client';

// The set-up shared by the web tests that render screens against a stand-in for the API.
// installFetchStandIn() replaces the global fetch for every test in the file: each request is
// recorded in `calls` and answered by the handler in `routes` under "METHOD url", or by a 404
// "No stand-in for ..." when there is none. `calls` and `routes` start empty in each test.
// After each test it unmounts what was rendered, empties the query caches and the toasts, and
// puts the real fetch back.

export type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;
export type Call = { method: string; url: string; body: unknown };

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers GET /api/session from a handler that answers as GET /api/me does (the user, or a
 * 401 for a guest), so a test says who is signed in the way the API describes a user.
 */
export const sessionFrom =
  (me: Handler): Handler =>
  async (init, url) => {
    const answer = await me(init, url);
    return json({ user: answer.status === 401 ? null : await answer.json() });
  };

export function installFetchStandIn() {
  const calls: Call[] = [];
  const routes: Record<string, Handler> = {};
  let testQueryClient: QueryClient;

  beforeEach(() => {
    calls.length = 0;
    for (const key of Object.keys(routes)) delete routes[key];
    testQueryClient = createQueryClient();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
        const handler = routes[`${method} ${url}`];
        return handler ? handler(init, url) : json({ message: `No stand-in for ${method} ${url}` }, 404);
      }),
    );
  });

  afterEach(() => {
    cleanup();
    testQueryClient.clear();
    appQueryClient.clear();
    resetToastsForTest();
    vi.unstubAllGlobals();
  });

  return {
    calls,
    routes,
    /** This test's own query client, new in each test; renderWithProviders uses it. */
    queryClient: () => testQueryClient,
    /** Renders a component with this test's query client and a Toaster for its toasts. */
    renderWithProviders: (ui: ReactNode) =>
      render(
        <QueryClientProvider client={testQueryClient}>
          {ui}
          <Toaster />
        </QueryClientProvider>,
      ),
  };
}
