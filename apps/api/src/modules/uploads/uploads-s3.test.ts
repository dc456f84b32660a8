// Uploaded photos with S3-compatible object storage configured (decisions §10, §13), against a
// real S3 server on loopback (s3rver) and two app instances on one database, as two server
// processes behind a proxy: a photo uploaded through one is served through the other, from the
// bucket's "photos/", with the headers of the photos on disk; nothing is written to either
// DATA_DIR; no name reaches anything but a photo.
import { PHOTO_THUMB_SIDE_PX, photoThumbnailUrl } from '@scout/domain';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createS3Storage } from '../../storage/s3-storage.ts';
import { dogInput } from '../../testing/contract-inputs.ts';
import { createTestApp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { startTestS3Server, type TestS3Server } from '../../testing/test-s3-server.ts';
import { postUpload, testImage } from '../../testing/upload-test-helpers.ts';
import { NOT_A_PHOTO_MESSAGE, PHOTO_MAX_SIDE_PX } from './photo-processing.ts';

let s3: TestS3Server;
/** Two processes of one service: the same database and bucket, each its own DATA_DIR. */
let one: TestApp;
let two: TestApp;
let lister: Awaited<ReturnType<typeof signUpLister>>;
beforeAll(async () => {
  s3 = await startTestS3Server();
  one = await createTestApp(s3.env);
  two = await createTestApp(s3.env, { database: one.database });
  lister = await signUpLister(one.app, one.database.db);
});
afterAll(async () => {
  await two?.close();
  await one?.close();
  await s3?.close();
});

const UPLOAD_URL = /^\/uploads\/([0-9a-f-]{36})\.webp$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Everything under a DATA_DIR, as relative paths. */
const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

describe('photos in S3-compatible storage, two server processes', () => {
  it('stores both sizes in the bucket under photos/, and either process serves them with the same bytes and headers', async () => {
    const res = await postUpload(one.app, lister.cookie, [{ data: await testImage('jpeg', 2400, 1200) }]);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    // The URL the API hands out is as on the local disk: nothing else changes.
    const [, id] = UPLOAD_URL.exec(url) ?? [];
    expect(id).toBeDefined();
    expect(await s3.keys('photos/')).toEqual(expect.arrayContaining([`photos/${id}.thumb.webp`, `photos/${id}.webp`]));
    const full = (await s3.read(`photos/${id}.webp`))!;
    const thumbnail = (await s3.read(`photos/${id}.thumb.webp`))!;
    expect(await sharp(full).metadata()).toMatchObject({ format: 'webp', width: PHOTO_MAX_SIDE_PX });
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: PHOTO_THUMB_SIDE_PX });

    for (const t of [two, one]) {
      for (const [photoUrl, bytes] of [
        [url, full],
        [photoThumbnailUrl(url), thumbnail],
      ] as const) {
        const served = await t.api.get(photoUrl);
        expect(served.statusCode, photoUrl).toBe(200);
        expect(served.rawPayload.equals(bytes), photoUrl).toBe(true);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['content-length']).toBe(String(bytes.length));
        expect(served.headers['cache-control']).toBe(IMMUTABLE);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['content-encoding']).toBeUndefined();
        expect(String(served.headers['content-security-policy'])).toMatch(/img-src 'self'/);
        expect(served.headers.etag).toMatch(/^"[^"]+"$/);
      }
    }
  });

  it('answers a revalidation with 304 when the ETag still matches, and a HEAD with the headers alone', async () => {
    const { url } = (await postUpload(two.app, lister.cookie, [{ data: await testImage('png', 300, 200) }])).json() as {
      url: string;
    };
    const first = await one.api.get(url);
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await one.app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(IMMUTABLE);
    }
    const changed = await two.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(true);

    const head = await two.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('lets a dog listed through the other process use the photo', async () => {
    const { url } = (
      await postUpload(one.app, lister.cookie, [{ data: await testImage('webp', 400, 400) }])
    ).json() as {
      url: string;
    };
    const listed = await two.api.as(lister.cookie).post('/api/dogs', dogInput({ photos: [url] }));
    expect(listed.statusCode, listed.body).toBe(201);
    expect((listed.json() as { photos: string[] }).photos).toEqual([url]);
    expect((await two.api.get(url)).statusCode).toBe(200);
  });

  it('writes nothing under either DATA_DIR, and a refused file leaves nothing in the bucket', async () => {
    for (const t of [one, two]) {
      expect(existsSync(path.join(t.config.dataDir, 'uploads')), t.config.dataDir).toBe(false);
      expect(filesUnder(t.config.dataDir).filter((file) => file.endsWith('.webp'))).toEqual([]);
    }
    const before = await s3.keys();
    const refused = await postUpload(two.app, lister.cookie, [
      { data: Buffer.from('not a picture'), fileName: 'a.jpg' },
    ]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ message: NOT_A_PHOTO_MESSAGE });
    expect(await s3.keys()).toEqual(before);
  });

  it('answers 404 JSON for an unknown photo, a malformed name, and any way out of photos/', async () => {
    // Other objects in the same bucket: an application document, and one beside the photos.
    await s3Put('documents/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11', 'private letter');
    await s3Put('photos/notes.txt', 'not a photo');
    for (const url of [
      '/uploads/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp',
      '/uploads/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.thumb.webp',
      '/uploads/',
      '/uploads',
      '/uploads/notes.txt',
      '/uploads/6F1C7F0E-3C55-4A4B-9B0A-2F9A3F0D1E11.webp',
      '/uploads/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp/x',
      '/uploads/..%2fdocuments%2f6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11',
      '/uploads/..%2fauth-secret',
    ]) {
      for (const t of [one, two]) {
        const res = await t.api.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: 'No such photo' });
      }
    }
    // Dot segments are resolved before routing: these never reach the photos at all.
    for (const url of [
      '/uploads/../documents/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11',
      '/uploads/%2e%2e/documents/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11',
    ]) {
      const res = await one.api.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('private letter');
    }
  });

  it("is not swallowed by the web client's fallback to index.html", async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'scout-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Scout</title>');
    const app = await buildApp({ config: two.config, database: two.database, logger: false, webDistDir: webDist });
    try {
      const { url } = (await postUpload(app, lister.cookie, [{ data: await testImage('jpeg', 120, 90) }])).json() as {
        url: string;
      };
      const photo = await app.inject({ method: 'GET', url });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      for (const missing of ['/uploads/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp', '/uploads/notes.txt']) {
        const res = await app.inject({ method: 'GET', url: missing });
        expect(res.statusCode, missing).toBe(404);
        expect(res.json()).toEqual({ message: 'No such photo' });
      }
      const clientRoute = await app.inject({ method: 'GET', url: '/shelter-dashboard' });
      expect(clientRoute.statusCode).toBe(200);
      expect(clientRoute.body).toContain('<title>Scout</title>');
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

/** Puts an object straight into the bucket, as another part of the service might. */
async function s3Put(key: string, text: string): Promise<void> {
  await createS3Storage(loadConfig(s3.env).s3!).put(key, Buffer.from(text), { contentType: 'text/plain' });
}
