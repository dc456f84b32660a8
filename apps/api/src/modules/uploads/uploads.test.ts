// POST /api/uploads and the stored photos under /uploads/: who may upload, what counts as a
// photo (decoded, not trusted from the name or type), sizes, the hourly limit, resizing to
// WebP, and how the photos are served.
import { PHOTO_THUMB_SIDE_PX, photoThumbnailUrl, UPLOAD_MAX_BYTES, UPLOADS_PER_HOUR } from '@scout/domain';
import { eq } from 'drizzle-orm';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { uploads } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { LISTERS_ONLY_MESSAGE, NOT_ONBOARDED_MESSAGE } from '../dogs/dog-listings.service.ts';
import { DAMAGED_PHOTO_MESSAGE, NOT_A_PHOTO_MESSAGE, PHOTO_MAX_SIDE_PX } from './photo-processing.ts';
import { multipartBody, postUpload, testImage } from '../../testing/upload-test-helpers.ts';
import { NOT_MULTIPART_MESSAGE, ONE_PHOTO_MESSAGE, PHOTO_TOO_LARGE_MESSAGE } from './uploads.routes.ts';
import { uploadsDirOf } from './photo-storage.ts';

let t: TestApp;
let lister: Awaited<ReturnType<typeof signUpLister>>;
beforeAll(async () => {
  t = await createTestApp();
  lister = await signUpLister(t.app, t.database.db);
});
afterAll(async () => t?.close());

const UPLOAD_URL = /^\/uploads\/[0-9a-f-]{36}\.webp$/;
const storedFiles = () => readdirSync(uploadsDirOf(t.config.dataDir));

describe('POST /api/uploads: who may upload', () => {
  it('refuses signed-out callers (401), adopters (403) and listers who have not onboarded (403)', async () => {
    const jpeg = await testImage('jpeg');
    expect((await postUpload(t.app, undefined, [{ data: jpeg }])).statusCode).toBe(401);
    const adopter = await postUpload(t.app, (await signUp(t.app, 'adopter')).cookie, [{ data: jpeg }]);
    expect(adopter.statusCode).toBe(403);
    expect(adopter.json()).toEqual({ message: LISTERS_ONLY_MESSAGE });
    const early = await postUpload(t.app, (await signUp(t.app, 'owner')).cookie, [{ data: jpeg }]);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: NOT_ONBOARDED_MESSAGE });
  });

  it('refuses a cross-site upload (403), like every state-changing call', async () => {
    const { payload, contentType } = await multipartBody([{ data: await testImage('jpeg') }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie: lister.cookie, 'content-type': contentType, origin: 'https://evil.example' },
      payload,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/uploads: photos', () => {
  it('stores a JPEG as a WebP of at most 1600 px on its longer side, recorded for the uploader (201 {url})', async () => {
    const res = await postUpload(t.app, lister.cookie, [
      { data: await testImage('jpeg', 2400, 1200), fileName: 'big.jpg' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(UPLOAD_URL);
    const fileName = url.slice('/uploads/'.length);
    expect(
      await t.database.db.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.fileName, fileName)),
    ).toEqual([{ userId: lister.userId }]);
    const served = await t.api.get(url);
    expect(served.statusCode).toBe(200);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: PHOTO_MAX_SIDE_PX, height: PHOTO_MAX_SIDE_PX / 2 });
    // The small size for markers and cards sits beside it.
    const thumbnailUrl = photoThumbnailUrl(url);
    expect(thumbnailUrl).toBe(url.replace(/\.webp$/, '.thumb.webp'));
    const thumbnail = await t.api.get(thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: PHOTO_THUMB_SIDE_PX,
      height: PHOTO_THUMB_SIDE_PX / 2,
    });
    expect(thumbnail.rawPayload.length).toBeLessThan(served.rawPayload.length);
  });

  it('accepts PNG and WebP, never enlarges a small photo, and turns a photo upright by its EXIF orientation', async () => {
    for (const format of ['png', 'webp'] as const) {
      const res = await postUpload(t.app, lister.cookie, [
        { data: await testImage(format, 300, 200), type: `image/${format}`, fileName: `dog.${format}` },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const served = await t.api.get(res.json().url);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    }
    // Orientation 6: the camera was turned; the stored photo is 200 wide and 300 tall.
    const sideways = await sharp(await testImage('jpeg', 300, 200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await postUpload(t.app, lister.cookie, [{ data: sideways }]);
    const served = await t.api.get(res.json().url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 200, height: 300 });
  });

  it("drops the photo's metadata (a phone's GPS position, the camera's name)", async () => {
    const tagged = await sharp(await testImage('jpeg', 400, 300))
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const res = await postUpload(t.app, lister.cookie, [{ data: tagged }]);
    expect(res.statusCode).toBe(201);
    const served = await t.api.get(res.json().url);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses what is not a JPEG, PNG or WebP by its content (415), whatever the declared type or name', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const cases = [
      { data: await testImage('gif', 50, 50), type: 'image/jpeg', fileName: 'dog.jpg' },
      { data: svg, type: 'image/png', fileName: 'dog.png' },
      { data: Buffer.from('just some text, not a picture'), type: 'image/jpeg', fileName: 'dog.jpg' },
      { data: Buffer.from('%PDF-1.7 not an image'), type: 'application/pdf', fileName: 'dog.pdf' },
    ];
    const before = storedFiles().length;
    for (const part of cases) {
      const res = await postUpload(t.app, lister.cookie, [part]);
      expect(res.statusCode, part.fileName).toBe(415);
      expect(res.json()).toEqual({ message: NOT_A_PHOTO_MESSAGE });
    }
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a damaged image (400)', async () => {
    const jpeg = await testImage('jpeg', 800, 600);
    const res = await postUpload(t.app, lister.cookie, [{ data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: DAMAGED_PHOTO_MESSAGE });
  });

  it(`refuses a file over ${UPLOAD_MAX_BYTES / 1024 / 1024} MB with 413 and a clear message`, async () => {
    const before = storedFiles().length;
    // Just over the limit (read until the limit), and far over it (refused by its declared length).
    for (const size of [UPLOAD_MAX_BYTES + 1, UPLOAD_MAX_BYTES + 512 * 1024]) {
      const res = await postUpload(t.app, lister.cookie, [{ data: Buffer.alloc(size, 7) }]);
      expect(res.statusCode, String(size)).toBe(413);
      expect(res.json()).toEqual({ message: PHOTO_TOO_LARGE_MESSAGE });
    }
    expect(storedFiles().length).toBe(before);
  });

  it('wants exactly one file in the field "file" of a multipart body', async () => {
    const jpeg = await testImage('jpeg', 100, 100);
    const wrongField = await postUpload(t.app, lister.cookie, [{ field: 'photo', data: jpeg }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: ONE_PHOTO_MESSAGE });
    const two = await postUpload(t.app, lister.cookie, [{ data: jpeg }, { data: jpeg }]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ message: ONE_PHOTO_MESSAGE });
    const withField = await postUpload(t.app, lister.cookie, [{ field: 'caption', value: 'Biscuit' }, { data: jpeg }]);
    expect(withField.statusCode).toBe(400);
    expect(withField.json()).toEqual({ message: ONE_PHOTO_MESSAGE });
    const empty = await postUpload(t.app, lister.cookie, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: ONE_PHOTO_MESSAGE });

    const asJson = await t.api.as(lister.cookie).post('/api/uploads', { file: 'x' });
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json()).toEqual({ message: NOT_MULTIPART_MESSAGE });
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie: lister.cookie, 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(raw.statusCode).toBe(415);
    expect(raw.json()).toEqual({ message: NOT_MULTIPART_MESSAGE });
  });

  it(`allows ${UPLOADS_PER_HOUR} uploads an hour per account, then answers 429 with Retry-After`, async () => {
    const busy = await signUpLister(t.app, t.database.db);
    const jpeg = await testImage('jpeg', 100, 100);
    // Uploads older than an hour do not count; those within it do.
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const halfAnHourAgo = new Date(Date.now() - 30 * 60_000);
    await t.database.db.insert(uploads).values(
      Array.from({ length: UPLOADS_PER_HOUR }, (_, i) => ({
        userId: busy.userId,
        fileName: `old-${busy.userId}-${i}.webp`,
        createdAt: twoHoursAgo,
      })),
    );
    await t.database.db.insert(uploads).values(
      Array.from({ length: UPLOADS_PER_HOUR - 1 }, (_, i) => ({
        userId: busy.userId,
        fileName: `recent-${busy.userId}-${i}.webp`,
        createdAt: halfAnHourAgo,
      })),
    );
    expect((await postUpload(t.app, busy.cookie, [{ data: jpeg }])).statusCode).toBe(201);
    const refused = await postUpload(t.app, busy.cookie, [{ data: jpeg }]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(new RegExp(`${UPLOADS_PER_HOUR} photos an hour`));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(25 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    // Someone else's limit is their own.
    expect((await postUpload(t.app, lister.cookie, [{ data: jpeg }])).statusCode).toBe(201);
  });
});

describe('GET /uploads/*', () => {
  it('serves a stored photo as image/webp, cached for a year as immutable', async () => {
    const res = await postUpload(t.app, lister.cookie, [{ data: await testImage('jpeg', 200, 200) }]);
    const served = await t.api.get(res.json().url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The page's content security policy lets the app show its own images.
    expect(String(served.headers['content-security-policy'])).toMatch(/img-src 'self'/);
    expect(existsSync(path.join(uploadsDirOf(t.config.dataDir), res.json().url.slice('/uploads/'.length)))).toBe(true);
  });

  it('answers 404 JSON for a missing photo or a path outside the folder', async () => {
    for (const url of [
      '/uploads/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp',
      '/uploads/',
      '/uploads/notes.txt',
      '/uploads/..%2fauth-secret',
    ]) {
      const res = await t.api.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'No such photo' });
    }
    // DATA_DIR holds the generated auth secret next to the uploads folder.
    for (const url of ['/uploads/../auth-secret', '/uploads/%2e%2e/auth-secret']) {
      const escaped = await t.api.get(url);
      expect(escaped.statusCode, url).toBe(404);
      expect(escaped.body, url).not.toContain(t.config.authSecret);
    }
  });

  it("is not swallowed by the web client's fallback to index.html", async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'scout-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Scout</title>');
    const app = await buildApp({ config: t.config, database: t.database, logger: false, webDistDir: webDist });
    try {
      const { url } = (await postUpload(app, lister.cookie, [{ data: await testImage('jpeg', 120, 90) }])).json() as {
        url: string;
      };
      const photo = await app.inject({ method: 'GET', url });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      const missing = await app.inject({ method: 'GET', url: '/uploads/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'No such photo' });
      const clientRoute = await app.inject({ method: 'GET', url: '/shelter-dashboard' });
      expect(clientRoute.statusCode).toBe(200);
      expect(clientRoute.body).toContain('<title>Scout</title>');
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
