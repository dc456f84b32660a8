// GET /api/dogs?bbox=minLng,minLat,maxLng,maxLat&view=map (product §3): compact markers
// of the available dogs inside the box, at most MAP_MARKERS_MAX, the count in X-Total-Count;
// the paged list without view=map is unchanged.
import {
  dogListSchema,
  dogMarkerListSchema,
  MAP_MARKERS_MAX,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  type DogMarker,
} from '@scout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dogs, listers, type NewDogRecord } from '../../db/schema/index.ts';
import { createDog, createLister } from '../../db/seed/factories.ts';
import { createRandom } from '../../db/seed/random.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { prepareMapMarkerQueries } from './map-markers.repository.ts';
import { TILE_BASE_DEGREES } from './map-tiles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const mapUrl = (bbox: string) => `/api/dogs?view=map&bbox=${bbox}`;

async function markersIn(bbox: string): Promise<{ markers: DogMarker[]; total: number }> {
  const res = await t.api.get(mapUrl(bbox));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return { markers: dogMarkerListSchema.parse(res.json()), total: Number(res.headers[TOTAL_COUNT_HEADER]) };
}

describe('GET /api/dogs?view=map', () => {
  it('returns the available dogs inside the box only, as compact markers, with the count in X-Total-Count', async () => {
    // Around Boise, Idaho (no other test in this file puts dogs there).
    const inside = await createLister(t.database.db, { latitude: 43.615, longitude: -116.2 });
    const owner = await createLister(t.database.db, { type: 'owner', latitude: 43.6, longitude: -116.3 });
    const outside = await createLister(t.database.db, { latitude: 43.9, longitude: -116.2 });
    const a = await createDog(t.database.db, {
      listerId: inside.id,
      name: 'Inside',
      photos: ['/uploads/cover.webp', '/uploads/second.webp'],
    });
    const b = await createDog(t.database.db, { listerId: owner.id, name: 'Owner dog', photos: [] });
    await createDog(t.database.db, { listerId: inside.id, status: 'adopted' });
    await createDog(t.database.db, { listerId: inside.id, status: 'removed' });
    await createDog(t.database.db, { listerId: outside.id, name: 'North of the box' });

    const { markers, total } = await markersIn('-116.4,43.5,-116.1,43.7');
    expect(total).toBe(2);
    expect(markers.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    expect(markers.find((m) => m.id === a.id)).toEqual({
      id: a.id,
      name: 'Inside',
      latitude: 43.615,
      longitude: -116.2,
      photo: '/uploads/cover.webp',
      listerId: inside.id,
      listerType: 'shelter',
      size: a.size,
      ageCategory: a.ageCategory,
      energyLevel: a.energyLevel,
      goodWithKids: a.goodWithKids,
      goodWithDogs: a.goodWithDogs,
      goodWithCats: a.goodWithCats,
    });
    expect(markers.find((m) => m.id === b.id)).toMatchObject({ photo: null, listerType: 'owner', listerId: owner.id });

    // The box's edges count as inside; an empty box answers an empty array.
    expect((await markersIn('-116.2,43.615,-116.2,43.615')).markers.map((m) => m.id)).toEqual([a.id]);
    const empty = await markersIn('10,10,11,11');
    expect(empty).toEqual({ markers: [], total: 0 });
  });

  it.each([
    ['a city', '-117.6,47.5,-117.3,47.8'],
    // Wider than tiles go: read by one query, and kept all the same.
    ['the whole West', '-130,30,-100,50'],
  ])('answers from memory until a dog changes, however it was written (%s)', async (_, box) => {
    // Near Spokane, Washington.
    const lister = await createLister(t.database.db, { latitude: 47.6588, longitude: -117.426 });
    const first = await createDog(t.database.db, { listerId: lister.id });
    const mine = async () => {
      const { markers } = await markersIn(box);
      return markers.filter((m) => m.listerId === lister.id);
    };
    expect((await mine()).map((m) => m.id)).toEqual([first.id]);
    expect((await mine()).map((m) => m.id)).toEqual([first.id]);
    // Written straight to the database, past the API: the table's version still moves.
    const second = await createDog(t.database.db, { listerId: lister.id });
    expect((await mine()).map((m) => m.id).sort()).toEqual([first.id, second.id].sort());
    await t.database.db.update(dogs).set({ status: 'adopted' }).where(eq(dogs.id, first.id));
    expect((await mine()).map((m) => m.id)).toEqual([second.id]);
    await t.database.db.update(listers).set({ type: 'owner' }).where(eq(listers.id, lister.id));
    expect((await mine())[0]).toMatchObject({ id: second.id, listerType: 'owner' });
  });

  it('answers from kept tiles exactly what one query over the box answers, for boxes of every size, across writes', async () => {
    // Around Salt Lake City: dogs scattered at random, some on tile edges, some sharing a spot.
    const random = createRandom(7);
    const origin = { longitude: -111.9, latitude: 40.75 };
    const onGrid = (degrees: number) => Math.round(degrees / (TILE_BASE_DEGREES * 8)) * TILE_BASE_DEGREES * 8;
    const template = await createDog(t.database.db, { latitude: origin.latitude, longitude: origin.longitude });
    const { id: _id, position: _position, ...fields } = template;
    const rows: NewDogRecord[] = [];
    for (let i = 0; i < 400; i++) {
      let longitude = origin.longitude + (random.next() - 0.5) * 2;
      let latitude = origin.latitude + (random.next() - 0.5) * 2;
      if (i % 10 === 0) [longitude, latitude] = [onGrid(longitude), onGrid(latitude)];
      if (i % 25 === 1) [longitude, latitude] = [origin.longitude, origin.latitude];
      rows.push({
        ...fields,
        name: `Salt ${i}`,
        longitude,
        latitude,
        createdAt: new Date(Date.parse('2025-03-01T00:00:00Z') + (i % 50) * 1000),
      });
    }
    const created = await t.database.db.insert(dogs).values(rows).returning({ id: dogs.id });

    const direct = prepareMapMarkerQueries(t.database.db);
    const compare = async () => {
      for (let i = 0; i < 40; i++) {
        const span = 0.002 * 2 ** (random.next() * 14); // 0.002 to about 33 degrees
        const minLng = origin.longitude - 1.1 + random.next() * 2.2 - span / 2;
        const minLat = origin.latitude - 1.1 + random.next() * 2.2 - span / 2;
        const box = { minLng, minLat, maxLng: minLng + span, maxLat: Math.min(90, minLat + span * 0.7) };
        const expected = await direct.newestInBox(box, MAP_MARKERS_MAX);
        const { markers, total } = await markersIn([box.minLng, box.minLat, box.maxLng, box.maxLat].join(','));
        expect(total, JSON.stringify(box)).toBe(expected[0]?.inView ?? 0);
        expect(
          markers.map((m) => m.id),
          JSON.stringify(box),
        ).toEqual(expected.map((r) => r.id));
      }
    };
    await compare();
    await compare(); // now mostly from kept tiles
    for (const { id } of created.filter((_, i) => i % 7 === 0)) {
      await t.database.db.update(dogs).set({ status: 'adopted' }).where(eq(dogs.id, id));
    }
    await compare();
  });

  it(`answers at most ${MAP_MARKERS_MAX} markers, the newest first, and counts every dog in view`, async () => {
    // Near Fargo, North Dakota: a lister with more dogs than one answer holds.
    const lister = await createLister(t.database.db, { latitude: 46.877, longitude: -96.79 });
    const base = Date.parse('2025-01-01T00:00:00Z');
    const extra = 7;
    const rows: NewDogRecord[] = [];
    const template = await createDog(t.database.db, { listerId: lister.id, createdAt: new Date(base) });
    const { id: _id, position: _position, ...fields } = template;
    for (let i = 1; i < MAP_MARKERS_MAX + extra; i++) {
      rows.push({ ...fields, name: `Dog ${i}`, createdAt: new Date(base + i * 1000) });
    }
    for (let start = 0; start < rows.length; start += 1000)
      await t.database.db.insert(dogs).values(rows.slice(start, start + 1000));

    const { markers, total } = await markersIn('-97,46.8,-96.6,47');
    expect(total).toBe(MAP_MARKERS_MAX + extra);
    expect(markers).toHaveLength(MAP_MARKERS_MAX);
    expect(markers[0]!.name).toBe(`Dog ${MAP_MARKERS_MAX + extra - 1}`);
    expect(markers.at(-1)!.name).toBe(`Dog ${extra}`);
  });

  it('refuses a malformed or impossible box with 400 and field issues', async () => {
    for (const bbox of [
      '',
      '1,2,3',
      '1,2,3,4,5',
      'a,b,c,d',
      ',,,',
      '-97,31,-98,30',
      '-97,31,-96,30',
      '-200,0,0,1',
      '0,-91,1,0',
      '0,0,1,95',
    ]) {
      const res = await t.api.get(mapUrl(encodeURIComponent(bbox)));
      expect(res.statusCode, bbox).toBe(400);
      expect(res.json().issues, bbox).toEqual([expect.objectContaining({ path: expect.stringMatching(/^bbox/) })]);
    }
    expect((await t.api.get('/api/dogs?view=map')).statusCode).toBe(400);
    expect((await t.api.get('/api/dogs?view=globe&bbox=0,0,1,1')).statusCode).toBe(400);
    // The map takes no paging or radius: mixing them up is an error, not ignored.
    expect((await t.api.get(`${mapUrl('0,0,1,1')}&limit=5`)).statusCode).toBe(400);
    expect((await t.api.get(`${mapUrl('0,0,1,1')}&lat=30&lng=-97&radius=5`)).statusCode).toBe(400);
  });

  it('leaves the paged list as it was without view=map (and with view=list)', async () => {
    for (const url of ['/api/dogs?limit=3', '/api/dogs?view=list&limit=3']) {
      const res = await t.api.get(url);
      expect(res.statusCode).toBe(200);
      const page = dogListSchema.parse(res.json());
      expect(page).toHaveLength(3);
      expect(res.headers[NEXT_CURSOR_HEADER]).toEqual(expect.any(String));
      expect(res.headers[TOTAL_COUNT_HEADER]).toBeUndefined();
      // Full dogs, not markers.
      expect(page[0]).toHaveProperty('bio');
    }
    expect((await t.api.get('/api/dogs?bbox=0,0,1,1')).statusCode).toBe(400);
  });
});
