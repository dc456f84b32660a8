// Photos of imported rows (issue 17), downloaded from a real HTTP server on 127.0.0.1 by an
// app whose IMPORT_ALLOW_PRIVATE_HOSTS lets it (tests only), and refused by an app without it:
// stored as uploads are (two WebP files, an uploads row of the lister's); the type judged by
// the bytes; at most 10 MB and 8 photos a dog; a server failing mid-way making that row
// invalid and nothing else; one link downloaded once; an import that fails in the database
// leaving no photo behind.
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LISTER_DOGS_EXPORT_URL } from '@scout/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dogs, uploads } from '../../db/schema/index.ts';
import { createTestApp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { testImage } from '../../testing/upload-test-helpers.ts';
import { uploadsDirOf } from '../uploads/photo-storage.ts';
import { NOT_A_PHOTO_MESSAGE } from '../uploads/photo-processing.ts';
import { csvDogRow, csvOf, importCsv, postImport } from '../../testing/csv-test-helpers.ts';
import {
  httpStatusMessage,
  PHOTO_TOO_LARGE_MESSAGE,
  PRIVATE_ADDRESS_MESSAGE,
  UNREACHABLE_MESSAGE,
} from './photo-fetch.ts';

/** A photo server: a few real images and a few ways of failing; counts the requests per path. */
async function startPhotoServer() {
  const jpeg = await testImage('jpeg', 900, 700);
  const png = await testImage('png', 300, 200);
  const gif = await testImage('gif', 100, 100);
  const requests = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.set(path, (requests.get(path) ?? 0) + 1);
    switch (path) {
      case '/dog.jpg':
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      case '/dog.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      // The name and the declared type say JPEG; the bytes say otherwise.
      case '/fake.jpg':
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('%PDF-1.7 not a photo at all');
      case '/dog.gif':
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(gif);
      case '/huge.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end(Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]));
      // Sends part of the photo, then the connection drops.
      case '/broken.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) });
        res.write(jpeg.subarray(0, 1000));
        return void setTimeout(() => res.socket?.destroy(), 20);
      case '/moved.jpg':
        return res.writeHead(302, { location: '/dog.jpg' }).end();
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path: string) => `${base}${path}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let photoServer: Awaited<ReturnType<typeof startPhotoServer>>;
let t: TestApp;
beforeAll(async () => {
  photoServer = await startPhotoServer();
  t = await createTestApp({ IMPORT_ALLOW_PRIVATE_HOSTS: 'true' });
});
afterAll(async () => {
  await t?.close();
  await photoServer?.close();
});
beforeEach(() => photoServer.requests.clear());

const storedFiles = () => readdirSync(uploadsDirOf(t.config.dataDir)).sort();
const uploadsOf = (userId: string) => t.database.db.select().from(uploads).where(eq(uploads.userId, userId));
const dogsOf = (listerId: string) => t.database.db.select().from(dogs).where(eq(dogs.listerId, listerId));

describe('photos downloaded by the server', () => {
  it("are stored as uploads are: WebP in two sizes, recorded as the lister's, served at /uploads/", async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const filesBefore = storedFiles();
    const result = await importCsv(
      t.app,
      shelter.cookie,
      csvOf([
        csvDogRow({
          name: 'Pictured',
          photos: `${photoServer.url('/dog.jpg')} | ${photoServer.url('/moved.jpg')}  ${photoServer.url('/dog.png')}`,
        }),
      ]),
    );
    expect(result).toMatchObject({ created: 1, rows: [{ ok: true }] });
    const [dog] = await dogsOf(shelter.listerId);
    expect(dog!.photos).toHaveLength(3);
    for (const url of dog!.photos) expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const owned = await uploadsOf(shelter.userId);
    expect(owned.map((u) => `/uploads/${u.fileName}`).sort()).toEqual([...dog!.photos].sort());
    const added = storedFiles().filter((f) => !filesBefore.includes(f));
    expect(added).toHaveLength(6);
    const served = await t.app.inject({ method: 'GET', url: dog!.photos[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('downloads a link several rows share once; a dry run downloads and checks but stores nothing', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const shared = photoServer.url('/dog.jpg');
    const file = csvOf([csvDogRow({ photos: shared }), csvDogRow({ photos: shared })]);
    const filesBefore = storedFiles();
    const preview = await importCsv(t.app, shelter.cookie, file, { dryRun: true });
    expect(preview).toMatchObject({ created: 2, rows: [{ ok: true }, { ok: true }] });
    expect(photoServer.requests.get('/dog.jpg')).toBe(1);
    expect(storedFiles()).toEqual(filesBefore);
    expect(await uploadsOf(shelter.userId)).toEqual([]);

    await importCsv(t.app, shelter.cookie, file);
    const stored = await dogsOf(shelter.listerId);
    expect(stored[0]!.photos).toEqual(stored[1]!.photos);
    expect(await uploadsOf(shelter.userId)).toHaveLength(1);
  });

  it('refuses files that are not JPEG, PNG or WebP by their bytes, over 10 MB, or answered with an error', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const links = ['/fake.jpg', '/dog.gif', '/huge.jpg', '/missing.jpg'].map((p) => photoServer.url(p));
    const result = await importCsv(t.app, shelter.cookie, csvOf(links.map((link) => csvDogRow({ photos: link }))), {
      dryRun: true,
    });
    const message = (link: string, why: string) => ({ field: 'photos', message: `Photo 1 (${link}): ${why}` });
    expect(result.rows.map((r) => r.errors)).toEqual([
      [message(links[0]!, NOT_A_PHOTO_MESSAGE)],
      [message(links[1]!, NOT_A_PHOTO_MESSAGE)],
      [message(links[2]!, PHOTO_TOO_LARGE_MESSAGE)],
      [message(links[3]!, httpStatusMessage(404))],
    ]);
    expect(result.created).toBe(0);
  });

  it('refuses more than 8 photos for a dog without downloading any', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const nine = Array.from({ length: 9 }, (_v, i) => photoServer.url(`/dog.jpg?${i}`)).join(' ');
    const result = await importCsv(t.app, shelter.cookie, csvOf([csvDogRow({ photos: nine })]), { dryRun: true });
    expect(result.rows[0]!.errors).toEqual([{ field: 'photos', message: 'At most 8 photos' }]);
    expect(photoServer.requests.size).toBe(0);
  });

  it('a server that fails mid-way makes its rows invalid; the other rows are imported, no stray file is kept', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const filesBefore = storedFiles();
    const result = await importCsv(
      t.app,
      shelter.cookie,
      csvOf([
        csvDogRow({ name: 'Good', photos: photoServer.url('/dog.png') }),
        csvDogRow({ name: 'Half', photos: `${photoServer.url('/dog.jpg')} ${photoServer.url('/broken.jpg')}` }),
      ]),
    );
    expect(result).toMatchObject({ created: 1, updated: 0 });
    expect(result.rows[1]).toEqual({
      line: 3,
      ok: false,
      errors: [{ field: 'photos', message: `Photo 2 (${photoServer.url('/broken.jpg')}): ${UNREACHABLE_MESSAGE}` }],
    });
    expect((await dogsOf(shelter.listerId)).map((d) => d.name)).toEqual(['Good']);
    // Only the good row's photo: the failed row's first photo, downloaded, was not kept.
    expect(storedFiles().filter((f) => !filesBefore.includes(f))).toHaveLength(2);
    expect(await uploadsOf(shelter.userId)).toHaveLength(1);
  });

  it('an import that fails in the database keeps no photo, no upload record and no dog', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const filesBefore = storedFiles();
    await t.database.db.execute(sql.raw(`alter table dogs add constraint test_no_boom check (name <> 'Boom')`));
    try {
      const res = await postImport(
        t.app,
        shelter.cookie,
        csvOf([
          csvDogRow({ photos: photoServer.url('/dog.jpg') }),
          csvDogRow({ name: 'Boom', photos: photoServer.url('/dog.png') }),
        ]),
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('alter table dogs drop constraint test_no_boom'));
    }
    expect(photoServer.requests.get('/dog.jpg')).toBe(1);
    expect(await dogsOf(shelter.listerId)).toEqual([]);
    expect(await uploadsOf(shelter.userId)).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('re-importing an export keeps the downloaded photos without downloading them again', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    await importCsv(t.app, shelter.cookie, csvOf([csvDogRow({ photos: photoServer.url('/dog.jpg') })]));
    const [before] = await dogsOf(shelter.listerId);
    photoServer.requests.clear();
    const exported = await t.api.as(shelter.cookie).get(LISTER_DOGS_EXPORT_URL);
    const result = await importCsv(t.app, shelter.cookie, exported.rawPayload);
    expect(result).toMatchObject({ created: 0, updated: 1 });
    expect(photoServer.requests.size).toBe(0);
    const [after] = await dogsOf(shelter.listerId);
    expect(after!.photos).toEqual(before!.photos);
  });
});

describe('without IMPORT_ALLOW_PRIVATE_HOSTS (the default)', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await createTestApp();
  });
  afterAll(async () => guarded?.close());

  it('refuses loopback, private and link-local links as row errors, without connecting', async () => {
    const shelter = await signUpLister(guarded.app, guarded.database.db);
    const port = new URL(photoServer.url('/')).port;
    const links = [
      photoServer.url('/dog.jpg'),
      `http://localhost:${port}/dog.jpg`,
      `http://[::1]:${port}/dog.jpg`,
      `http://[::ffff:127.0.0.1]:${port}/dog.jpg`,
      'http://10.1.2.3/dog.jpg',
      'http://192.168.1.10/dog.jpg',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/dog.jpg',
    ];
    const result = await importCsv(
      guarded.app,
      shelter.cookie,
      csvOf(links.map((link) => csvDogRow({ photos: link }))),
    );
    expect(result.rows.map((r) => r.errors)).toEqual(
      links.map((link) => [{ field: 'photos', message: `Photo 1 (${link}): ${PRIVATE_ADDRESS_MESSAGE}` }]),
    );
    expect(result.created).toBe(0);
    expect(photoServer.requests.size).toBe(0);
  });
});
