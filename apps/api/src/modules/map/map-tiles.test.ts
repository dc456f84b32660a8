// The map's tile grid, its merge of tiles, and the versioned cache it keeps them in (no database).
import { describe, expect, it } from 'vitest';
import {
  boxHolds,
  boxHoldsTile,
  boxOfTiles,
  markersJson,
  mergeNewestFirst,
  TILE_BASE_DEGREES,
  TILE_MAX_DEGREES,
  tileOf,
  tilesCovering,
  tileSizeFor,
  type TileMarker,
} from './map-tiles.ts';
import { VersionedLru } from './versioned-lru.ts';

const AUSTIN_ZOOM_11 = { minLng: -97.95, minLat: 30.15, maxLng: -97.55, maxLat: 30.4 };

describe('map tiles', () => {
  it('picks a tile size so a box spans about eight tiles, and none for very wide boxes', () => {
    expect(tileSizeFor(AUSTIN_ZOOM_11)).toBe(TILE_BASE_DEGREES * 4); // 0.0625 degrees: 8 x 5 tiles
    expect(tilesCovering(AUSTIN_ZOOM_11, 0.0625)).toHaveLength(8 * 5);
    expect(tileSizeFor({ minLng: 0, minLat: 0, maxLng: 0, maxLat: 0 })).toBe(TILE_BASE_DEGREES);
    expect(tileSizeFor({ minLng: -99.5, minLat: 29.3, maxLng: -96, maxLat: 31.2 })).toBe(0.5);
    expect(tileSizeFor({ minLng: -100, minLat: 30, maxLng: -100 + 8 * TILE_MAX_DEGREES, maxLat: 31 })).toBe(
      TILE_MAX_DEGREES,
    );
    expect(tileSizeFor({ minLng: -125, minLat: 24, maxLng: -66, maxLat: 50 })).toBeNull();
  });

  it('puts every point in exactly one tile, a tile holding its lower edges', () => {
    expect(tileOf(0.5, -97.5, 30.5)).toEqual({ size: 0.5, x: -195, y: 61 });
    expect(tileOf(0.5, -97.4999, 30.4999)).toEqual({ size: 0.5, x: -195, y: 60 });
    expect(tileOf(0.5, -97.5001, 30.5)).toEqual({ size: 0.5, x: -196, y: 61 });
  });

  it('covers a box with the tiles holding any part of it, edges included, and spans tiles with a box', () => {
    const tiles = tilesCovering({ minLng: 0, minLat: 0, maxLng: 1, maxLat: 0.25 }, 0.5);
    expect(tiles.map((t) => [t.x, t.y])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    expect(boxOfTiles(tiles)).toEqual({ minLng: 0, minLat: 0, maxLng: 1.5, maxLat: 0.5 });
    expect(boxHolds({ minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 }, 1, 0)).toBe(true);
    expect(boxHolds({ minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 }, 1.0001, 0)).toBe(false);
    // A tile lies wholly in the box when its upper edges do not pass the box's (it does not hold them).
    const box = { minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 };
    expect(boxHoldsTile(box, { size: 0.5, x: 1, y: 1 })).toBe(true);
    expect(boxHoldsTile(box, { size: 0.5, x: 2, y: 1 })).toBe(false);
    expect(boxHoldsTile({ ...box, minLng: 0.1 }, { size: 0.5, x: 0, y: 0 })).toBe(false);
  });
});

const v = (dogsVersion: number, listersVersion = 1) => ({ dogsVersion, listersVersion });
const lru = (maxBytes: number) => new VersionedLru<string>(maxBytes, (value) => value.length);

describe('VersionedLru', () => {
  it('answers a key only at the versions its value was read for, and forgets everything on newer versions', () => {
    const cache = lru(1000);
    cache.sync(v(1));
    cache.set(v(1), 'a', 'tile a');
    expect(cache.get(v(1), 'a')).toBe('tile a');
    expect(cache.get(v(2), 'a')).toBeUndefined();
    cache.sync(v(2));
    expect(cache.get(v(1), 'a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
    // A request that read older versions neither moves the cache back nor stores its value.
    cache.sync(v(1));
    cache.set(v(1), 'b', 'tile b');
    expect(cache.get(v(2), 'b')).toBeUndefined();
    cache.sync(v(2, 2));
    expect(cache.get(v(2, 2), 'a')).toBeUndefined();
  });

  it('keeps empty values, and drops the least recently used to stay within its budget', () => {
    const cache = lru(30);
    cache.sync(v(1));
    cache.set(v(1), 'empty', '');
    expect(cache.get(v(1), 'empty')).toBe('');
    cache.set(v(1), 'a', 'x'.repeat(10));
    cache.set(v(1), 'b', 'x'.repeat(10));
    cache.set(v(1), 'c', 'x'.repeat(10));
    cache.get(v(1), 'a'); // now b is the least recently used
    cache.set(v(1), 'd', 'x'.repeat(10));
    expect(cache.get(v(1), 'b')).toBeUndefined();
    expect(cache.get(v(1), 'a')).toBeDefined();
    expect(cache.bytes).toBe(30);
    // Replacing a value counts it once; one larger than the whole budget is not kept.
    cache.set(v(1), 'a', 'x'.repeat(5));
    expect(cache.bytes).toBe(25);
    cache.set(v(1), 'huge', 'x'.repeat(31));
    expect(cache.get(v(1), 'huge')).toBeUndefined();
  });
});

/** What a group would read of a marker: the same for every marker here. */
const LISTER_PART = { listerId: 'lister', listerType: 'shelter', traitCode: 0, photo: null } as const;

describe('mergeNewestFirst', () => {
  const marker = (id: string, createdMicros: number): TileMarker => ({
    id,
    createdMicros,
    longitude: 0,
    latitude: 0,
    json: Buffer.from(JSON.stringify({ id })),
    ...LISTER_PART,
  });

  it('merges lists that are each newest first into the first `limit` markers, newest first, ties by id descending', () => {
    const lists = [
      [marker('a', 9), marker('b', 5), marker('c', 1)],
      [],
      [marker('d', 7), marker('e', 5), marker('f', 2)],
      [marker('g', 8)],
    ];
    expect(mergeNewestFirst(lists, 100).map((m) => m.id)).toEqual(['a', 'g', 'd', 'e', 'b', 'f', 'c']);
    expect(mergeNewestFirst(lists, 3).map((m) => m.id)).toEqual(['a', 'g', 'd']);
    expect(mergeNewestFirst([], 3)).toEqual([]);
  });

  it('agrees with sorting everything, for many random lists', () => {
    let seed = 1;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 20; round++) {
      const lists = Array.from({ length: 1 + Math.floor(next() * 40) }, (_, l) =>
        Array.from({ length: Math.floor(next() * 30) }, (_, i) => marker(`${l}-${i}`, Math.floor(next() * 50))).sort(
          (a, b) => b.createdMicros - a.createdMicros || (a.id < b.id ? 1 : -1),
        ),
      );
      const all = lists.flat().sort((a, b) => b.createdMicros - a.createdMicros || (a.id < b.id ? 1 : -1));
      const limit = Math.floor(next() * 200);
      expect(mergeNewestFirst(lists, limit)).toEqual(all.slice(0, limit));
    }
  });
});

describe('markersJson', () => {
  const marker = (name: string): TileMarker => ({
    id: name,
    createdMicros: 0,
    longitude: 0,
    latitude: 0,
    json: Buffer.from(JSON.stringify({ name })),
    ...LISTER_PART,
  });

  it('makes a JSON array of the markers, in order, whatever their characters', () => {
    for (const names of [[], ['Bo'], ['Bo', 'Zoë', 'Señor "Biscuit"', '小白', '🐶']]) {
      expect(JSON.parse(markersJson(names.map(marker)).toString('utf8'))).toEqual(names.map((name) => ({ name })));
    }
  });
});
