// The server's renderer on its own: what a screen's HTML holds, which calls it makes, and
// what the browser is handed to take the page over. The API's side (the visitor's cookie,
// fallbacks, headers) is tested in apps/api/src/plugins/server-rendering.test.ts, and the
// whole path in Chromium in e2e/server-rendering.spec.ts.
import { describe, expect, it } from 'vitest';
import { SESSION_PATH } from '@/api/paths';
import { dogFixture } from '@/testing/dog-fixture';
import { renderPage, type Send } from './entry-server';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers GET calls from a table, and notes each one asked. */
function api(answers: Record<string, () => Response>): { send: Send; asked: string[] } {
  const asked: string[] = [];
  const send: Send = async (url) => {
    asked.push(url);
    return answers[url]?.() ?? json({ message: `No answer for ${url}` }, 404);
  };
  return { send, asked };
}

const guest = { [SESSION_PATH]: () => json({ user: null }) };
const dog = dogFixture({ id: 'dog-1', name: 'Biscuit', photos: ['/uploads/1a2b.webp'] });

describe('renderPage', () => {
  it("draws a dog's page with the dog, fetching what each render asked for", async () => {
    const { send, asked } = api({
      ...guest,
      '/api/dogs/dog-1': () => json(dog),
      '/api/dogs/dog-1/similar': () => json([dogFixture({ id: 'dog-2', name: 'Pepper' })]),
    });
    const page = await renderPage('/dogs/dog-1', send);

    expect(page).not.toBeNull();
    // The session first; the dog once the render knew who looks; its similar dogs after that.
    expect(asked).toEqual([SESSION_PATH, '/api/dogs/dog-1', '/api/dogs/dog-1/similar']);
    expect(page!.html).toContain('Biscuit');
    expect(page!.html).toContain('Pepper');
    // The hero photo at high priority, its preload moved to <head>.
    expect(page!.html).toMatch(
      /<img[^>]*fetchPriority="high"[^>]*src="\/uploads\/1a2b\.webp"|<img[^>]*src="\/uploads\/1a2b\.webp"[^>]*fetchPriority="high"/,
    );
    expect(page!.head).toMatch(/^<link rel="preload" as="image"[^>]*\/uploads\/1a2b/);
    expect(page!.html).not.toMatch(/^<link/);
    // The browser starts from the same answers.
    const state = JSON.parse(page!.state) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    expect(state.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([[SESSION_PATH], ['/api/dogs', 'dog-1', 'guest'], ['/api/dogs', 'dog-1', 'similar']]),
    );
  });

  it('draws a call that failed as still loading, and leaves it out of the state for the browser to ask again', async () => {
    const { send } = api({ ...guest, '/api/dogs/dog-1': () => json({ message: 'Database unavailable' }, 503) });
    const page = await renderPage('/dogs/dog-1', send);

    expect(page!.html).toContain('Loading dog profile');
    expect(page!.html).not.toContain('Database unavailable');
    const state = JSON.parse(page!.state) as { queries: { queryKey: unknown[] }[] };
    expect(state.queries.map((q) => q.queryKey)).toEqual([[SESSION_PATH]]);
  });

  it('keeps the state safe inside a <script> element', async () => {
    const { send } = api({
      ...guest,
      '/api/dogs/dog-1': () => json({ ...dog, bio: '</script><script>alert(1)</script>' }),
    });
    const page = await renderPage('/dogs/dog-1', send);

    expect(page!.state).not.toContain('</script>');
    expect(JSON.parse(page!.state)).toBeTruthy();
  });

  it('leaves screens built around a form to the browser', async () => {
    const { send, asked } = api(guest);
    expect(await renderPage('/login', send)).toBeNull();
    expect(await renderPage('/dog-form?edit=dog-1', send)).toBeNull();
    expect(asked).toEqual([]);
  });
});
