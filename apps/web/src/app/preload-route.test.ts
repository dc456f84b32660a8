import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_PROFILE_KEY } from '@scout/domain/constants';
import { DISCOVER_PATH, dogPath, GUEST_DECK_PATH, SESSION_PATH, shelterPath } from '@/api/paths';
import { apiJson } from '@/lib/api-client';
import { takeEarly } from '@/lib/early-requests';
import { preloadRoute } from './preload-route';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers the session call with `user` and records every URL asked for. */
function stubFetch(user: { role: string } | null) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return url === SESSION_PATH ? json({ user }) : json([]);
    }),
  );
  return urls;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  for (const url of [
    SESSION_PATH,
    GUEST_DECK_PATH,
    DISCOVER_PATH,
    dogPath('d 1'),
    shelterPath('s1'),
    `${shelterPath('s1')}/dogs`,
  ])
    takeEarly(url);
});

describe('preloadRoute', () => {
  it('asks for nothing on the landing page', async () => {
    const urls = stubFetch(null);
    preloadRoute('/');
    await settle();
    expect(urls).toEqual([]);
  });

  it("starts a guest's session and every-dog deck on /discover, and the screen's call takes them", async () => {
    const urls = stubFetch(null);
    preloadRoute('/discover');
    await settle();
    expect(urls).toEqual([SESSION_PATH, GUEST_DECK_PATH]);
    // The data layer's first call gets the early answer instead of asking again.
    expect(await apiJson('GET', SESSION_PATH)).toEqual({ user: null });
    expect(await apiJson('GET', GUEST_DECK_PATH)).toEqual([]);
    expect(urls).toHaveLength(2);
    // A second call (a refetch) asks the server afresh.
    await apiJson('GET', SESSION_PATH);
    expect(urls).toHaveLength(3);
  });

  it("starts a signed-in adopter's ranked page on /discover, and no deck for a lister", async () => {
    const adopter = stubFetch({ role: 'adopter' });
    preloadRoute('/discover');
    await settle();
    expect(adopter).toEqual([SESSION_PATH, DISCOVER_PATH]);

    const shelter = stubFetch({ role: 'shelter' });
    preloadRoute('/discover');
    await settle();
    expect(shelter).toEqual([SESSION_PATH]);
  });

  it("starts a dog's page data unless a guest's survey answers change its URL", async () => {
    const urls = stubFetch(null);
    preloadRoute('/dogs/d%201');
    await settle();
    expect(urls).toEqual([SESSION_PATH, dogPath('d 1')]);

    localStorage.setItem(GUEST_PROFILE_KEY, '{}');
    try {
      const withProfile = stubFetch(null);
      preloadRoute('/dogs/d2');
      await settle();
      expect(withProfile).toEqual([SESSION_PATH]);
    } finally {
      localStorage.removeItem(GUEST_PROFILE_KEY);
    }
  });

  it("starts a shelter's profile and dogs on its page", async () => {
    const urls = stubFetch(null);
    preloadRoute('/shelters/s1');
    await settle();
    expect(urls).toEqual([SESSION_PATH, shelterPath('s1'), `${shelterPath('s1')}/dogs`]);
  });

  it('starts only the session on other screens', async () => {
    const urls = stubFetch(null);
    preloadRoute('/messages');
    await settle();
    expect(urls).toEqual([SESSION_PATH]);
  });
});

describe('early answers', () => {
  it('are dropped when nobody took them within ten seconds', async () => {
    vi.useFakeTimers();
    try {
      const urls = stubFetch(null);
      preloadRoute('/messages');
      vi.advanceTimersByTime(10_001);
      await apiJson('GET', SESSION_PATH);
      expect(urls).toEqual([SESSION_PATH, SESSION_PATH]);
    } finally {
      vi.useRealTimers();
    }
  });
});
