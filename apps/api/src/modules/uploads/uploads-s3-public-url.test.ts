// S3_PUBLIC_URL (decisions §10, decision 016): photos in the bucket handed out at the CDN in
// front of it. s3rver stands in for the bucket and for the CDN alike: it answers unsigned GETs
// at <endpoint>/<bucket>/<key>, as a public bucket would. Two app instances share one database
// and bucket, one with the setting and one without, as when the setting is switched on or off:
// a dog's row keeps /uploads/<name> either way, and each instance hands out its own form.
import { LISTER_DOGS_EXPORT_URL, photoThumbnailUrl } from '@scout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createAdopterProfile, createDog } from '../../db/seed/factories.ts';
import { dogs } from '../../db/schema/index.ts';
import { dogInput } from '../../testing/contract-inputs.ts';
import { importCsv } from '../../testing/csv-test-helpers.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { startTestS3Server, type TestS3Server } from '../../testing/test-s3-server.ts';
import { postUpload, testImage, uploadTestPhoto } from '../../testing/upload-test-helpers.ts';
import { EACH_PHOTO_ONCE_MESSAGE, PHOTO_NOT_YOURS_MESSAGE } from '../dogs/dog-listings.service.ts';

let s3: TestS3Server;
/** The bucket's public address, as a CDN in front of it would have. */
let publicBase: string;
/** With S3_PUBLIC_URL. */
let cdn: TestApp;
/** The same service without it (the setting switched off). */
let plain: TestApp;
let lister: Awaited<ReturnType<typeof signUpLister>>;
const HOME = { latitude: 41.2, longitude: -96.1 };
beforeAll(async () => {
  s3 = await startTestS3Server();
  publicBase = `${s3.env.S3_ENDPOINT}/${s3.bucket}`;
  // A trailing slash is dropped.
  cdn = await createTestApp({ ...s3.env, S3_PUBLIC_URL: `${publicBase}/` });
  plain = await createTestApp(s3.env, { database: cdn.database });
  lister = await signUpLister(cdn.app, cdn.database.db, 'shelter', HOME);
});
afterAll(async () => {
  await plain?.close();
  await cdn?.close();
  await s3?.close();
});

const IMMUTABLE = 'public, max-age=31536000, immutable';
const UUID = '[0-9a-f-]{36}';
/** The upload's id in a URL handed out at the CDN. */
const cdnId = (url: string) => new RegExp(`^${publicBase}/photos/(${UUID})\\.webp$`).exec(url)?.[1];
const storedPhotos = async (dogId: string) =>
  (await cdn.database.db.select({ photos: dogs.photos }).from(dogs).where(eq(dogs.id, dogId)))[0]?.photos;

describe('the S3_PUBLIC_URL setting', () => {
  it('is an http(s) base URL, kept without its trailing slashes', () => {
    expect(loadConfig({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.org/scout//' }).s3?.publicUrl).toBe(
      'https://cdn.example.org/scout',
    );
    expect(loadConfig(s3.env).s3?.publicUrl).toBeUndefined();
    // An empty value counts as unset.
    expect(loadConfig({ ...s3.env, S3_PUBLIC_URL: '' }).s3?.publicUrl).toBeUndefined();
    for (const bad of [
      'cdn.example.org',
      'ftp://cdn.example.org',
      'https://cdn.example.org/?v=1',
      'https://cdn.example.org/#photos',
    ]) {
      expect(() => loadConfig({ ...s3.env, S3_PUBLIC_URL: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ ...s3.env, S3_PUBLIC_URL: bad }), bad).toThrow(/^Invalid setting S3_PUBLIC_URL: /);
    }
  });

  it('is refused without the bucket it serves, in one line naming what is missing', () => {
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.example.org' })).toThrow(
      'Invalid setting S3_PUBLIC_URL: it is where photos in the bucket are served from, so S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too',
    );
  });
});

describe('photos handed out at S3_PUBLIC_URL', () => {
  it('names an upload at the CDN, which serves both sizes from the bucket with a year of cache', async () => {
    const res = await postUpload(cdn.app, lister.cookie, [{ data: await testImage('jpeg', 2000, 1500) }]);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    const id = cdnId(url);
    expect(id, url).toBeDefined();
    for (const [photoUrl, key] of [
      [url, `photos/${id}.webp`],
      [photoThumbnailUrl(url), `photos/${id}.thumb.webp`],
    ] as const) {
      expect(photoUrl).toBe(`${publicBase}/${key}`);
      const served = await fetch(photoUrl);
      expect(served.status, photoUrl).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals((await s3.read(key))!), photoUrl).toBe(true);
      expect(served.headers.get('content-type')).toBe('image/webp');
      // Stored with the object, so the CDN (and the browser) keep it as the app's own answers do.
      expect(served.headers.get('cache-control')).toBe(IMMUTABLE);
    }
    // Links handed out before the setting, and every stored row, still work through the app.
    for (const t of [cdn, plain]) {
      const fromApp = await t.api.get(`/uploads/${id}.webp`);
      expect(fromApp.statusCode).toBe(200);
      expect(fromApp.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it("stores a dog's uploads as /uploads/<name> whichever form the client sends back, and hands out each instance's own form", async () => {
    const first = await uploadTestPhoto(cdn.app, lister.cookie);
    const id = cdnId(first)!;
    const created = await cdn.api.as(lister.cookie).post('/api/dogs', dogInput({ photos: [first] }));
    expect(created.statusCode, created.body).toBe(201);
    const dog = created.json() as { id: string; photos: string[] };
    expect(dog.photos).toEqual([first]);
    expect(await storedPhotos(dog.id)).toEqual([`/uploads/${id}.webp`]);

    // Switched off: the same row, at the app's own address, which serves it.
    const seenPlain = (await plain.api.get(`/api/dogs/${dog.id}`)).json() as { photos: string[] };
    expect(seenPlain.photos).toEqual([`/uploads/${id}.webp`]);
    expect((await plain.api.get(seenPlain.photos[0]!)).statusCode).toBe(200);

    // An edit may send the stored form (an upload answered while the setting was off) and the CDN's.
    const second = await uploadTestPhoto(plain.app, lister.cookie);
    expect(second).toMatch(new RegExp(`^/uploads/${UUID}\\.webp$`));
    const edited = await cdn.api.as(lister.cookie).patch(`/api/dogs/${dog.id}`, { photos: [second, first] });
    expect(edited.statusCode, edited.body).toBe(200);
    const secondAtCdn = `${publicBase}/photos/${second.slice('/uploads/'.length)}`;
    expect((edited.json() as { photos: string[] }).photos).toEqual([secondAtCdn, first]);
    expect(await storedPhotos(dog.id)).toEqual([second, `/uploads/${id}.webp`]);
    // The instance without the setting takes its own form and reads the CDN's as any other link.
    const back = await plain.api.as(lister.cookie).patch(`/api/dogs/${dog.id}`, { photos: [`/uploads/${id}.webp`] });
    expect((back.json() as { photos: string[] }).photos).toEqual([`/uploads/${id}.webp`]);
    const cdnFormWithoutSetting = await plain.api.as(lister.cookie).patch(`/api/dogs/${dog.id}`, { photos: [first] });
    expect(cdnFormWithoutSetting.statusCode).toBe(400);

    // One photo in both forms is one photo twice.
    const twice = await cdn.api
      .as(lister.cookie)
      .patch(`/api/dogs/${dog.id}`, { photos: [first, `/uploads/${id}.webp`] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      message: `Invalid body: photos.1: ${EACH_PHOTO_ONCE_MESSAGE}`,
      issues: [{ path: 'photos.1', message: EACH_PHOTO_ONCE_MESSAGE }],
    });

    // Someone else's upload at the CDN is still someone else's.
    const stranger = await signUpLister(cdn.app, cdn.database.db);
    const theirs = await cdn.api.as(stranger.cookie).post('/api/dogs', dogInput({ photos: [first] }));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({ issues: [{ path: 'photos.0', message: PHOTO_NOT_YOURS_MESSAGE }] });
    expect(await storedPhotos(dog.id)).toEqual([`/uploads/${id}.webp`]);
  });

  it('names uploads at the CDN in every answer that carries photos, and leaves the demo illustrations as they are', async () => {
    const place = { latitude: 44.7, longitude: -93.4 };
    const shelter = await signUpLister(cdn.app, cdn.database.db, 'shelter', place);
    const photo = await uploadTestPhoto(cdn.app, shelter.cookie);
    const listed = await cdn.api.as(shelter.cookie).post('/api/dogs', dogInput({ name: 'Clover', photos: [photo] }));
    const dogId = (listed.json() as { id: string }).id;
    const illustrated = await createDog(cdn.database.db, {
      listerId: shelter.listerId,
      photos: ['/demo-photos/dog-07.svg'],
    });
    const adopter = await signUp(cdn.app);
    await createAdopterProfile(cdn.database.db, { userId: adopter.userId, ...place, searchRadius: 10 });
    const asAdopter = cdn.api.as(adopter.cookie);
    const asShelter = cdn.api.as(shelter.cookie);
    const photosOf = (dogs: Array<{ id: string; photos: string[] }>, id = dogId) =>
      dogs.find((d) => d.id === id)?.photos;

    const bbox = `${place.longitude - 0.1},${place.latitude - 0.1},${place.longitude + 0.1},${place.latitude + 0.1}`;
    const markers = (await cdn.api.get(`/api/dogs?view=map&bbox=${bbox}`)).json() as Array<{
      id: string;
      photo: string;
    }>;
    expect(markers.find((m) => m.id === dogId)?.photo).toBe(photo);
    expect(markers.find((m) => m.id === illustrated.id)?.photo).toBe('/demo-photos/dog-07.svg');

    const lists: Record<string, Array<{ id: string; photos: string[] }>> = {
      'GET /api/dogs/:id': [(await cdn.api.get(`/api/dogs/${dogId}`)).json()],
      'GET /api/dogs': (await cdn.api.get(`/api/dogs?lat=${place.latitude}&lng=${place.longitude}&radius=5`)).json(),
      'GET /api/shelters/:id/dogs': (await cdn.api.get(`/api/shelters/${shelter.listerId}/dogs`)).json(),
      'GET /api/dogs/user': (await asShelter.get('/api/dogs/user')).json(),
      'GET /api/lister/dogs': (await asShelter.get('/api/lister/dogs')).json(),
      'GET /api/dogs/discover': (await asAdopter.get('/api/dogs/discover')).json(),
    };
    expect((await asAdopter.post('/api/swipes', { dogId, direction: 'right' })).statusCode).toBe(200);
    lists['GET /api/dogs/liked'] = (await asAdopter.get('/api/dogs/liked')).json();
    for (const [call, answer] of Object.entries(lists)) {
      expect(photosOf(answer), call).toEqual([photo]);
      if (call !== 'GET /api/dogs/:id' && call !== 'GET /api/dogs/liked') {
        expect(photosOf(answer, illustrated.id), call).toEqual(['/demo-photos/dog-07.svg']);
      }
    }

    const carried: Record<string, { dog: { photos: string[] } }> = {
      'GET /api/conversations/:dogId': (await asAdopter.get(`/api/conversations/${dogId}`)).json(),
      'POST /api/virtual-tours': (
        await asAdopter.post('/api/virtual-tours', {
          dogId,
          scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        })
      ).json(),
      'POST /api/adoption-journeys': (await asAdopter.post('/api/adoption-journeys', { dogId })).json(),
    };
    for (const [call, answer] of Object.entries(carried)) expect(answer.dog?.photos, call).toEqual([photo]);

    // The export names the CDN's links, and importing it back keeps the photos (no download:
    // this app may not fetch from 127.0.0.1, so a download would fail the row).
    const exported = await asShelter.get(LISTER_DOGS_EXPORT_URL);
    expect(exported.body).toContain(photo);
    expect(exported.body).not.toContain('/uploads/');
    const reimported = await importCsv(cdn.app, shelter.cookie, exported.body);
    expect(
      reimported.rows.every((row) => row.ok),
      JSON.stringify(reimported.rows),
    ).toBe(true);
    expect(await storedPhotos(dogId)).toEqual([`/uploads/${cdnId(photo)}.webp`]);
  });

  it("lets pages show photos from the CDN's origin, and the service worker fetch them to keep them", async () => {
    const origin = new URL(publicBase).origin;
    const policy = (await cdn.api.get('/api/health/live')).headers['content-security-policy'] as string;
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('img-src')).toBe(`img-src 'self' data: blob: https://tile.openstreetmap.org ${origin}`);
    expect(directive('connect-src')).toBe(`connect-src 'self' ${origin}`);
    const without = (await plain.api.get('/api/health/live')).headers['content-security-policy'] as string;
    expect(without).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    expect(without).toContain("connect-src 'self';");
  });
});
