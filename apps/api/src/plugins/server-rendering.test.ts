// Pages drawn on the server (decision 014), from the API's side: the screen's calls go through
// this API with the visitor's own cookie; the page is private and never cached stale; anything
// that goes wrong sends the static page instead. The web build's renderer is stood in for by a
// small module with the same export (the real one is tested in apps/web/src/entry-server.test.tsx,
// and the whole path in Chromium in e2e/server-rendering.spec.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { createTestApp, signUp, type TestApp } from '../testing/test-app.ts';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Scout</title>' +
  '<link rel="preload" href="/api/session" as="fetch" crossorigin="use-credentials"></head>' +
  '<body><div id="root"><header>Scout</header></div></body></html>';

// Draws whoever GET /api/session says is looking; "/dogs/slow" never answers, "/dogs/broken"
// throws, and screens other than /discover and /dogs/* are left to the browser.
const STAND_IN_RENDERER = `
export async function renderPage(url, send) {
  if (url.startsWith('/dogs/slow')) return new Promise(() => {});
  if (url.startsWith('/dogs/broken')) throw new Error('a bug while rendering');
  if (!url.startsWith('/discover') && !url.startsWith('/dogs/')) return null;
  const session = await (await send('/api/session', {})).json();
  const who = session.user ? session.user.email : 'a guest';
  return {
    html: '<main>Hello ' + who + ' &lt;3</main>' + '<p>A dog card.</p>'.repeat(100),
    head: '<link rel="preload" as="image" href="/demo-photos/dog-01.svg"/>',
    state: JSON.stringify({ who }).replace(/</g, '\\\\u003c'),
  };
}`;

let t: TestApp;
let app: App;
let webDist: string;

beforeAll(async () => {
  t = await createTestApp();
  webDist = mkdtempSync(path.join(tmpdir(), 'scout-web-'));
  mkdirSync(path.join(webDist, 'routes'));
  mkdirSync(path.join(webDist, '.ssr'));
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(webDist, 'routes', 'discover.html'), TEMPLATE.replace('<title>Scout', '<title>Discover'));
  writeFileSync(path.join(webDist, 'routes', 'routes.json'), JSON.stringify({ '/discover': 'routes/discover.html' }));
  writeFileSync(path.join(webDist, '.ssr', 'entry-server.js'), STAND_IN_RENDERER);
  app = await buildApp({ config: t.config, database: t.database, logger: false, webDistDir: webDist });
});

afterAll(async () => {
  await app?.close();
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('server-rendered pages', () => {
  it("draws the screen into the screen's own HTML, with the data after it and React's head tags", async () => {
    const res = await get('/discover');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<title>Discover</title>');
    expect(res.body).toContain(
      '<div id="root" data-server-rendered><main>Hello a guest &lt;3</main><p>A dog card.</p>',
    );
    expect(res.body).toContain('<p>A dog card.</p></div><script');
    expect(res.body).toContain('<script type="application/json" id="scout-state">{"who":"a guest"}</script></body>');
    expect(res.body).toContain('<link rel="preload" as="image" href="/demo-photos/dog-01.svg"/></head>');
    // The static page's header is replaced, and its session preload dropped: the answer is in the page.
    expect(res.body).not.toContain('<header>Scout</header>');
    expect(res.body).not.toContain('href="/api/session"');
  });

  it("asks the API as the visitor: a signed-in person's page shows them, nobody else's does", async () => {
    const { cookie, email } = await signUp(app);
    const theirs = await get('/discover', { cookie });
    expect(theirs.body).toContain(`Hello ${email}`);
    const stranger = await get('/discover', { cookie: (await signUp(app)).cookie });
    expect(stranger.body).not.toContain(email);
    expect((await get('/discover')).body).not.toContain(email);
  });

  it('is private to the visitor and asked again on every visit', async () => {
    const res = await get('/discover');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
  });

  it('goes out compressed like any other answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/discover', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Hello a guest');
  });

  it('sends the static page for a screen the browser draws itself', async () => {
    const res = await get('/settings');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the static page when the renderer fails or takes too long, and the page still opens', async () => {
    const broken = await get('/dogs/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(TEMPLATE);

    const started = Date.now();
    const slow = await get('/dogs/slow');
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toBe(TEMPLATE);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('leaves a guest who keeps answers in the browser to the browser (only it can rank the deck for them)', async () => {
    const res = await get('/discover', { cookie: 'scout_guest_data=1' });
    expect(res.body).not.toContain('data-server-rendered');
    expect(res.body).toContain('<header>Scout</header>');
  });

  it('never serves the server build itself', async () => {
    const res = await get('/.ssr/entry-server.js');
    expect(res.body).not.toContain('renderPage');
  });
});
