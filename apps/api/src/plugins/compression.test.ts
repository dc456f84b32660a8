// What goes out compressed: the built client's files and the demo illustrations in the
// brotli or gzip form written next to them ahead of time, API answers above 1 KB compressed
// as they are sent, and nothing for a client that does not ask for it.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@scout/domain';
import { buildApp, type App } from '../app.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../http-limits.ts';
import { createAdopterProfile, createDog } from '../db/seed/factories.ts';
import { uploadTestPhoto } from '../testing/upload-test-helpers.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../testing/test-app.ts';
import { DEMO_PHOTOS_DIR } from './static-files.ts';

const BROWSER = 'gzip, deflate, br';
const SCRIPT_PATH = '/assets/index-Ab12Cd34.js';
// A built client as apps/web/scripts/build.mjs leaves it: each text file with its .br and .gz.
const script = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const dog${i} = { name: "Dog ${i}", good: true };`).join('\n'),
);
const indexHtml = Buffer.from(
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scout</title>` +
    `<script type="module" src="${SCRIPT_PATH}"></script></head><body><div id="root"></div></body></html>\n`.repeat(3),
);
const landingHtml = Buffer.from(
  indexHtml.toString().replace('<div id="root"></div>', '<div id="root"><header>Scout</header></div>'),
);

function writeWithCompressedForms(file: string, bytes: Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  writeFileSync(`${file}.br`, brotliCompressSync(bytes));
  writeFileSync(`${file}.gz`, gzipSync(bytes));
}

function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): Buffer {
  switch (res.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(res.rawPayload);
    case 'gzip':
      return gunzipSync(res.rawPayload);
    case undefined:
      return res.rawPayload;
    default:
      throw new Error(`unexpected content-encoding ${String(res.headers['content-encoding'])}`);
  }
}

let t: TestApp;
let app: App;
let webDist: string;
beforeAll(async () => {
  t = await createTestApp();
  webDist = mkdtempSync(path.join(tmpdir(), 'scout-web-'));
  writeWithCompressedForms(path.join(webDist, 'index.html'), indexHtml);
  writeWithCompressedForms(path.join(webDist, 'landing.html'), landingHtml);
  mkdirSync(path.join(webDist, 'routes'));
  writeFileSync(
    path.join(webDist, 'routes', 'routes.json'),
    JSON.stringify({ '/discover': 'routes/discover.html', '/dogs/:id': 'routes/dogs-id.html' }),
  );
  writeWithCompressedForms(path.join(webDist, 'routes', 'discover.html'), Buffer.from('<p>discover</p>'));
  writeWithCompressedForms(path.join(webDist, 'routes', 'dogs-id.html'), Buffer.from('<p>a dog</p>'));
  writeWithCompressedForms(path.join(webDist, SCRIPT_PATH), script);
  app = await buildApp({ config: t.config, database: t.database, logger: false, webDistDir: webDist });
});

afterAll(async () => {
  await app?.close();
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("the web client's files", () => {
  it('go out as brotli, gzip or as they are, whichever the browser accepts, still cached a year', async () => {
    for (const [acceptEncoding, expected] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: SCRIPT_PATH,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(res).equals(script)).toBe(true);
    }
  });

  it('send index.html compressed for a client route, never cached stale', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/settings/some-part',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res).equals(indexHtml)).toBe(true);

    const plain = await app.inject({ method: 'GET', url: '/settings/some-part' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.rawPayload.equals(indexHtml)).toBe(true);
  });

  it('send the landing page its own HTML (its header painted before the code arrives), every other route index.html', async () => {
    for (const url of ['/', '/?from=email']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res).equals(landingHtml)).toBe(true);
    }
    const unknown = await app.inject({ method: 'GET', url: '/no-such-screen' });
    expect(unknown.rawPayload.equals(indexHtml)).toBe(true);
    // A build file that is not there is a 404, not the app's HTML under a script's name.
    const gone = await app.inject({ method: 'GET', url: '/assets/index-Old12345.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^application\/json/);
  });

  it("send a screen's own HTML (its code and first calls preloaded) by the screens' route patterns", async () => {
    const page = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      return decoded(res).toString();
    };
    expect(await page('/discover')).toBe('<p>discover</p>');
    expect(await page('/discover?x=1')).toBe('<p>discover</p>');
    expect(await page('/dogs/abc')).toBe('<p>a dog</p>');
    expect(await page('/dogs/abc/more')).toBe(indexHtml.toString());
    expect(await page('/dogs/')).toBe(indexHtml.toString());
  });

  it("are not served under the compressed forms' own names", async () => {
    const res = await app.inject({ method: 'GET', url: `${SCRIPT_PATH}.br` });
    // Not the brotli bytes: under /assets/ a name the build did not serve is a 404.
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the demo illustrations', () => {
  it('go out in their compressed form, which is the drawing on disk', async () => {
    const original = readFileSync(path.join(DEMO_PHOTOS_DIR, 'dog-01.svg'));
    for (const [acceptEncoding, expected] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/demo-photos/dog-01.svg',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(decoded(res).equals(original)).toBe(true);
      if (expected) expect(res.rawPayload.length).toBeLessThan(original.length / 2);
    }
    expect((await app.inject({ method: 'GET', url: '/demo-photos/dog-01.svg.br' })).statusCode).toBe(404);
  });

  it('each have brotli and gzip forms that match the drawing (npm run demo-photos:generate -w @scout/api)', () => {
    const drawings = readdirSync(DEMO_PHOTOS_DIR).filter((file) => file.endsWith('.svg'));
    expect(drawings.length).toBeGreaterThan(0);
    for (const file of drawings) {
      const original = readFileSync(path.join(DEMO_PHOTOS_DIR, file));
      expect(brotliDecompressSync(readFileSync(path.join(DEMO_PHOTOS_DIR, `${file}.br`))).equals(original), file).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(path.join(DEMO_PHOTOS_DIR, `${file}.gz`))).equals(original), file).toBe(true);
    }
  });
});

describe('API answers', () => {
  it('above 1 KB go out compressed as the client accepts; small ones as they are', async () => {
    const lister = await signUpLister(app, t.database.db);
    for (let i = 0; i < 10; i++) await createDog(t.database.db, { listerId: lister.listerId });

    const plain = await app.inject({ method: 'GET', url: '/api/dogs' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    for (const [acceptEncoding, expected] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: '/api/dogs', headers: { 'accept-encoding': acceptEncoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(res).toString())).toEqual(plain.json());
    }

    const small = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': BROWSER } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("and discover's deck in brotli, the same bytes again while the deck is unchanged (discover-compression.ts)", async () => {
    const home = { latitude: 44, longitude: -110 };
    const adopter = await signUp(app);
    await createAdopterProfile(t.database.db, { userId: adopter.userId, ...home, searchRadius: 25 });
    const shelter = await signUpLister(app, t.database.db, 'shelter', home);
    for (let i = 0; i < 5; i++) await createDog(t.database.db, { listerId: shelter.listerId, ...home });
    const read = (acceptEncoding: string) =>
      app.inject({
        method: 'GET',
        url: '/api/dogs/discover',
        headers: { cookie: adopter.cookie, 'accept-encoding': acceptEncoding },
      });

    const plain = await read('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect((plain.json() as unknown[]).length).toBe(5);

    const first = await read(BROWSER);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decoded(first).toString())).toEqual(plain.json());
    expect(decoded(await read(BROWSER)).toString()).toBe(plain.body);

    // A new dog changes the deck: the next read is compressed afresh, not the kept bytes.
    await createDog(t.database.db, { listerId: shelter.listerId, ...home });
    const after = await read(BROWSER);
    expect((JSON.parse(decoded(after).toString()) as unknown[]).length).toBe(6);
    // A client that refuses brotli gets the JSON as it is.
    expect((await read('gzip, br;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it("and the map's markers in brotli kept with the answer, gzip for a client without brotli, new bytes after a write", async () => {
    const home = { latitude: 46, longitude: -112 };
    const shelter = await signUpLister(app, t.database.db, 'shelter', home);
    for (let i = 0; i < 12; i++) await createDog(t.database.db, { listerId: shelter.listerId, ...home });
    const url = '/api/dogs?view=map&bbox=-112.5,45.5,-111.5,46.5';
    const read = (acceptEncoding: string) =>
      app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

    const plain = await read('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('12');
    for (const [acceptEncoding, expected] of [
      [BROWSER, 'br'],
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await read(acceptEncoding);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('12');
      expect(decoded(res).toString()).toBe(plain.body);
    }

    await createDog(t.database.db, { listerId: shelter.listerId, ...home });
    const after = await read(BROWSER);
    expect((JSON.parse(decoded(after).toString()) as unknown[]).length).toBe(13);
  });

  it('leave uploaded photos as they are: webp is compressed already', async () => {
    const lister = await signUpLister(app, t.database.db);
    const url = await uploadTestPhoto(app, lister.cookie);
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });
});
