// The grid the map's markers are kept in (map-markers.service.ts), and the merge of its
// tiles. The world is cut into square tiles of longitude and latitude degrees; a tile's size
// is a power of two times TILE_BASE_DEGREES, chosen per request so the visible box spans
// about TILES_ACROSS_TARGET tiles. Visitors looking at the same area, and one visitor
// panning across it, then share tiles: after a pan only the newly exposed tiles are read.
import type { ListerType } from '@scout/domain';

/** The smallest tile: 1/64 of a degree, about 1.7 km. */
export const TILE_BASE_DEGREES = 1 / 64;
/** About this many tiles across the wider side of the box. */
export const TILES_ACROSS_TARGET = 8;
/** Views wider than about 8 tiles of this size (16 degrees) are read straight from the database. */
export const TILE_MAX_DEGREES = 2;

export interface Box {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

export interface Tile {
  /** Size in degrees (a power of two times TILE_BASE_DEGREES). */
  size: number;
  x: number;
  y: number;
}

export const tileKey = (tile: Tile): string => `${tile.size}:${tile.x}:${tile.y}`;

/**
 * A dog on the map as a tile keeps it: where, how new (for newest first), its marker as JSON,
 * and what a crowded view's group needs of it (map-groups.ts).
 */
export interface TileMarker {
  id: string;
  longitude: number;
  latitude: number;
  /** created_at in microseconds since 1970 (exact as a double until the year 2255). */
  createdMicros: number;
  /** The marker as UTF-8 JSON, encoded once when the tile is read: answers are put together by copying bytes. */
  json: Buffer;
  listerId: string;
  listerType: ListerType;
  /** Its filter traits as one number (@scout/domain traitCode). */
  traitCode: number;
  /** The cover photo as handed out. */
  photo: string | null;
}

const OPEN = 0x5b; // [
const COMMA = 0x2c;
const CLOSE = 0x5d; // ]

/** A JSON array of these markers, made by copying their bytes (no string building, no encoding). */
export function markersJson(markers: readonly TileMarker[]): Buffer {
  let length = 2 + Math.max(0, markers.length - 1);
  for (const marker of markers) length += marker.json.length;
  const body = Buffer.allocUnsafe(length);
  let at = 0;
  body[at++] = OPEN;
  markers.forEach((marker, i) => {
    if (i > 0) body[at++] = COMMA;
    at += marker.json.copy(body, at);
  });
  body[at] = CLOSE;
  return body;
}

/** The tile size for this box, or null when the box is too wide for tiles. */
export function tileSizeFor(box: Box): number | null {
  const span = Math.max(box.maxLng - box.minLng, box.maxLat - box.minLat);
  let size = TILE_BASE_DEGREES;
  while (size * TILES_ACROSS_TARGET < span) size *= 2;
  return size > TILE_MAX_DEGREES ? null : size;
}

/** The tile holding a point: each point lies in exactly one tile (a tile holds its lower edges). */
export function tileOf(size: number, longitude: number, latitude: number): Tile {
  return { size, x: Math.floor(longitude / size), y: Math.floor(latitude / size) };
}

/** Every tile of this size that holds part of the box, edges included. */
export function tilesCovering(box: Box, size: number): Tile[] {
  const low = tileOf(size, box.minLng, box.minLat);
  const high = tileOf(size, box.maxLng, box.maxLat);
  const tiles: Tile[] = [];
  for (let x = low.x; x <= high.x; x++) for (let y = low.y; y <= high.y; y++) tiles.push({ size, x, y });
  return tiles;
}

/** The smallest box holding these tiles (of one size), edges included. */
export function boxOfTiles(tiles: readonly Tile[]): Box {
  const size = tiles[0]!.size;
  const xs = tiles.map((t) => t.x);
  const ys = tiles.map((t) => t.y);
  return {
    minLng: Math.min(...xs) * size,
    minLat: Math.min(...ys) * size,
    maxLng: (Math.max(...xs) + 1) * size,
    maxLat: (Math.max(...ys) + 1) * size,
  };
}

/** Whether every point of the tile lies in the box (a tile holds its lower edges, not its upper). */
export function boxHoldsTile(box: Box, tile: Tile): boolean {
  return (
    tile.x * tile.size >= box.minLng &&
    (tile.x + 1) * tile.size <= box.maxLng &&
    tile.y * tile.size >= box.minLat &&
    (tile.y + 1) * tile.size <= box.maxLat
  );
}

export function boxHolds(box: Box, longitude: number, latitude: number): boolean {
  return longitude >= box.minLng && longitude <= box.maxLng && latitude >= box.minLat && latitude <= box.maxLat;
}

/** Newest first, then by id descending: the order of `created_at desc, id desc` in SQL. */
export function newestFirst(a: TileMarker, b: TileMarker): number {
  return b.createdMicros - a.createdMicros || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * The first `limit` markers of lists that are each newest first, merged newest first (a
 * k-way merge over a heap of the lists' heads: no sort of every marker in view).
 */
export function mergeNewestFirst(lists: readonly (readonly TileMarker[])[], limit: number): TileMarker[] {
  const heads = lists.filter((list) => list.length > 0).map((list) => ({ list, at: 0 }));
  const before = (i: number, j: number) =>
    newestFirst(heads[i]!.list[heads[i]!.at]!, heads[j]!.list[heads[j]!.at]!) < 0;
  const swap = (i: number, j: number) => ([heads[i], heads[j]] = [heads[j]!, heads[i]!]);
  const siftDown = (from: number) => {
    for (let i = from; ;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let first = i;
      if (left < heads.length && before(left, first)) first = left;
      if (right < heads.length && before(right, first)) first = right;
      if (first === i) return;
      swap(i, first);
      i = first;
    }
  };
  for (let i = Math.floor(heads.length / 2) - 1; i >= 0; i--) siftDown(i);
  const merged: TileMarker[] = [];
  while (heads.length > 0 && merged.length < limit) {
    const head = heads[0]!;
    merged.push(head.list[head.at]!);
    head.at += 1;
    if (head.at === head.list.length) {
      heads[0] = heads[heads.length - 1]!;
      heads.pop();
    }
    siftDown(0);
  }
  return merged;
}
