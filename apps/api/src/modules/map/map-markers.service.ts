// The map's markers (product §3): compact markers of the available dogs in the visible box,
// at most MAP_MARKERS_MAX (the newest first), and how many are in view.
//
// Markers are kept in memory by tile (map-tiles.ts) for one version of the dogs and listers
// tables (versioned-lru.ts): a request reads only the tiles no one has read since the last
// write, in one query, then merges the markers inside its box. Visitors looking at one area
// share tiles, and a pan reads only the newly exposed ones. Whole answers are kept too: every
// visitor who opens the map at the default place with the same window asks for the same box.
// Tiles are kept only when no write happened while they were read, so all tiles kept for one
// version show the same moment. Views wider than tiles allow, tiles holding more than
// TILE_READ_MAX_DOGS, and a request that raced a write are answered by one query instead.
//
// The map page asks with `group=auto` and its filters (decision 019): then the answer is an
// object of the dogs passing the filters, and a view holding more than MAP_GROUPS_OVER of them
// is answered with groups (map-groups.ts) rather than thousands of markers.
import { MAP_GROUPS_OVER, MAP_MARKERS_MAX, mapFilterParams, type DogMarker, type MapFilters } from '@scout/domain';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { Database } from '../../db/client.ts';
import type { TableVersions } from '../../db/schema/index.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { GroupsBuilder, type PlacedGroup } from './map-groups.ts';
import { codesPassing, traitCode } from './trait-codes.ts';
import { prepareMapMarkerQueries, type ListerCountRow, type MapMarkerRow } from './map-markers.repository.ts';
import {
  boxHolds,
  boxHoldsTile,
  boxOfTiles,
  markersJson,
  mergeNewestFirst,
  newestFirst,
  tileKey,
  tileOf,
  tilesCovering,
  tileSizeFor,
  type Box,
  type Tile,
  type TileMarker,
} from './map-tiles.ts';
import { VersionedLru } from './versioned-lru.ts';

/** The most dogs one read of missing tiles brings; past it the request reads its own box. */
export const TILE_READ_MAX_DOGS = 50_000;
/** Tiles at least this wide (views of about two degrees and more) are counted before they are read. */
const COUNT_FIRST_TILE_DEGREES = 0.25;
/** Memory for kept tiles (a marker is about 300 bytes of JSON plus its place and age). */
export const MAP_TILES_MAX_BYTES = 64 * 1024 * 1024;
/** Memory for kept whole answers (Austin at zoom 11 is about 200 KB). */
export const MAP_ANSWERS_MAX_BYTES = 16 * 1024 * 1024;
const BYTES_PER_MARKER_BESIDES_JSON = 200;

const tileBytes = (markers: readonly TileMarker[]) =>
  markers.reduce((bytes, marker) => bytes + marker.json.length + BYTES_PER_MARKER_BESIDES_JSON, 0);

export interface MapAnswer {
  /** Every available dog in the box, also those past the cap (the `X-Total-Count` header). */
  inView: number;
  /**
   * A `dogMarkerListSchema` array, or with `group=auto` a `mapAnswerSchema` object, as UTF-8
   * JSON, encoded once (answers are sent again and again).
   */
  body: Buffer;
  /** `body` brotli compressed, once, by the first request that could take it (see brotliBody). */
  brotli?: Buffer;
}

/**
 * The answer's body brotli compressed, kept with the answer: a city's 5,000 markers are
 * 1.6 MB of JSON, and compressing them on every read cost more than everything else a kept
 * answer needs (README "Measured").
 */
export function brotliBody(answer: MapAnswer): Buffer {
  answer.brotli ??= brotliCompressSync(answer.body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 1,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
    },
  });
  return answer.brotli;
}

/**
 * Tiles read by one query, by key, each newest first; null when they held more than
 * TILE_READ_MAX_DOGS dogs or a write happened while they were read.
 */
type TileRead = Map<string, TileMarker[]> | null;

/**
 * Markers are written as JSON here, not by the route's serializer: thousands per answer,
 * each built from typed columns (CHECK constraints hold the enumerations), so checking each
 * against the schema again would only cost time.
 */
function presentMarker(row: MapMarkerRow, photoUrls: PhotoUrls): DogMarker {
  return {
    id: row.id,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    photo: row.photo === null ? null : photoUrls.present(row.photo),
    listerId: row.listerId,
    listerType: row.listerType,
    size: row.size,
    ageCategory: row.ageCategory,
    energyLevel: row.energyLevel,
    goodWithKids: row.goodWithKids,
    goodWithDogs: row.goodWithDogs,
    goodWithCats: row.goodWithCats,
  };
}

/** `{"kind":"dogs","dogs":[...]}` around a markers array's bytes. */
const DOGS_OPEN = Buffer.from('{"kind":"dogs","dogs":');
const DOGS_CLOSE = Buffer.from('}');
const dogsBody = (markersArray: Buffer) => Buffer.concat([DOGS_OPEN, markersArray, DOGS_CLOSE]);
const groupsBody = (groups: readonly PlacedGroup[]) =>
  Buffer.from(JSON.stringify({ kind: 'groups', groups: groups.map((placed) => placed.group) }));

/** What a request asks for: the plain markers, or (`group=auto`) dogs or groups passing its filters. */
export type MapAsk = { grouped: false } | { grouped: true; filters: MapFilters };

/** A request's filters, and the table of trait codes they let through (null: every dog passes). */
interface Passing {
  filters: MapFilters;
  codes: Uint8Array | null;
}

const sameVersions = (a: TableVersions, b: TableVersions) =>
  a.dogsVersion === b.dogsVersion && a.listersVersion === b.listersVersion;

export function createMapMarkersService(db: Database, photoUrls: PhotoUrls) {
  const queries = prepareMapMarkerQueries(db);
  const tileCache = new VersionedLru<readonly TileMarker[]>(MAP_TILES_MAX_BYTES, tileBytes);
  // Counting the brotli bytes an answer may come to keep too (about a fifth of its JSON).
  const answerCache = new VersionedLru<MapAnswer>(MAP_ANSWERS_MAX_BYTES, (answer) => answer.body.length * 1.2);
  /** Reads under way by "versions|tile", so requests needing one tile at once share its read. */
  const reading = new Map<string, Promise<TileRead>>();

  /** Trait-code tables by filters, so a filter's table is worked out once. */
  const passingByFilters = new Map<string, Uint8Array | null>();
  function passingCodes(filters: MapFilters): Uint8Array | null {
    const key = mapFilterParams(filters);
    if (key === '') return null;
    let codes = passingByFilters.get(key);
    if (codes === undefined) {
      // There are at most 2^14 combinations of filters; a table is 384 bytes.
      codes = codesPassing(filters);
      passingByFilters.set(key, codes);
    }
    return codes;
  }

  /** The newest dogs in the box (at most `limit`) and their count, straight from the database. */
  async function readBox(box: Box, limit: number): Promise<MapAnswer> {
    const rows = await queries.newestInBox(box, limit);
    return {
      inView: rows[0]?.inView ?? 0,
      body: Buffer.from(JSON.stringify(rows.map((row) => presentMarker(row, photoUrls)))),
    };
  }

  /**
   * A `group=auto` answer straight from the database. The passing dogs are counted by lister
   * first: without filters from lister_dog_stats, so a wide view reads its listers rather than
   * its dogs (a million for the whole country), and then only the photos its groups show.
   */
  async function readBoxGrouped(box: Box, { filters, codes }: Passing): Promise<MapAnswer> {
    let inView: number;
    if (!codes) {
      const listers = await queries.listersInBox(box);
      inView = listers.reduce((sum, lister) => sum + lister.dogs, 0);
      if (inView > MAP_GROUPS_OVER) return groupsOfCounted(box, listers, inView);
    } else {
      const rows = await queries.countedInBox(box, filters);
      inView = rows.reduce((sum, row) => sum + row.dogs, 0);
      if (inView > MAP_GROUPS_OVER) {
        const groups = new GroupsBuilder();
        for (const row of rows) {
          const photo = row.photo === null ? null : photoUrls.present(row.photo);
          groups.add({ ...row, photo }, row.dogs, row.newestMicros, row.newestId);
        }
        return { inView, body: groupsBody(groups.groups(box)) };
      }
    }
    const few = await queries.newestInBox(box, MAP_GROUPS_OVER, filters);
    const markers = few.map((row) => presentMarker(row, photoUrls));
    return { inView: few[0]?.inView ?? 0, body: dogsBody(Buffer.from(JSON.stringify(markers))) };
  }

  /** Groups of listers counted by lister_dog_stats, with the photos they show read last. */
  async function groupsOfCounted(box: Box, listers: readonly ListerCountRow[], inView: number): Promise<MapAnswer> {
    const groups = new GroupsBuilder();
    for (const lister of listers) groups.addCounted(lister, lister.dogs);
    const placed = groups.groups(box);
    const photos = await queries.newestPhotos([...new Set(placed.map((p) => p.photoFrom))]);
    for (const { group, photoFrom } of placed) {
      const photo = photos.get(photoFrom);
      group.photo = photo ? photoUrls.present(photo) : null;
    }
    return { inView, body: groupsBody(placed) };
  }

  /**
   * Reads these tiles (of one size) in one query over the box they span, for a request that
   * read `versions` first. Reading the versions again afterwards tells whether a write came
   * in between: if not, the rows are exactly those of `versions`.
   */
  async function readTiles(versions: TableVersions, tiles: readonly Tile[]): Promise<TileRead> {
    const box = boxOfTiles(tiles);
    // Tiles this big may hold more dogs than a read takes: their listers' counts say so
    // first, in a millisecond, rather than reading 50,000 dogs to find out.
    if (tiles[0]!.size >= COUNT_FIRST_TILE_DEGREES && (await queries.dogsOfListersInBox(box)) > TILE_READ_MAX_DOGS) {
      return null;
    }
    const rows = await queries.allInBox(box, TILE_READ_MAX_DOGS + 1);
    if (rows.length > TILE_READ_MAX_DOGS || !sameVersions(versions, await queries.versions())) return null;
    const read = new Map(tiles.map((tile) => [tileKey(tile), [] as TileMarker[]]));
    const size = tiles[0]!.size;
    for (const row of rows) {
      const marker = presentMarker(row, photoUrls);
      // Dogs on the spanned box's far edges belong to tiles not read here.
      read.get(tileKey(tileOf(size, row.longitude, row.latitude)))?.push({
        id: row.id,
        longitude: row.longitude,
        latitude: row.latitude,
        createdMicros: row.createdMicros,
        json: Buffer.from(JSON.stringify(marker)),
        listerId: row.listerId,
        listerType: row.listerType,
        traitCode: traitCode(row),
        photo: marker.photo,
      });
    }
    for (const markers of read.values()) markers.sort(newestFirst);
    return read;
  }

  /**
   * The markers of these tiles at these versions: kept, being read, or read now. Null when a
   * read held too many dogs for tiles or raced a write.
   */
  async function tilesAt(
    versions: TableVersions,
    tiles: readonly Tile[],
  ): Promise<Map<string, readonly TileMarker[]> | null> {
    const stamp = `${versions.dogsVersion}:${versions.listersVersion}`;
    const found = new Map<string, readonly TileMarker[]>();
    const reads = new Set<Promise<TileRead>>();
    const unread: Tile[] = [];
    for (const tile of tiles) {
      const key = tileKey(tile);
      const kept = tileCache.get(versions, key);
      const pending = reading.get(`${stamp}|${key}`);
      if (kept) found.set(key, kept);
      else if (pending) reads.add(pending);
      else unread.push(tile);
    }
    if (unread.length > 0) {
      const read = readTiles(versions, unread);
      const keys = unread.map((tile) => `${stamp}|${tileKey(tile)}`);
      for (const key of keys) reading.set(key, read);
      const done = () => keys.forEach((key) => reading.get(key) === read && reading.delete(key));
      read.then(done, done);
      reads.add(read);
      const tilesRead = await read;
      if (tilesRead) for (const [key, markers] of tilesRead) tileCache.set(versions, key, markers);
    }
    for (const read of reads) {
      const tilesRead = await read;
      if (!tilesRead) return null;
      for (const [key, markers] of tilesRead) found.set(key, markers);
    }
    return found;
  }

  /**
   * The markers inside the box from its tiles, merged newest first; or, asked with
   * `passing` filters, those passing them, as groups when more than MAP_GROUPS_OVER. Null: too
   * many for tiles, or raced a write.
   */
  async function answerFromTiles(
    versions: TableVersions,
    box: Box,
    size: number,
    passing: Passing | null,
  ): Promise<MapAnswer | null> {
    const tiles = tilesCovering(box, size);
    const byTile = await tilesAt(versions, tiles);
    if (!byTile) return null;
    // Each tile's markers inside the box, still newest first; only the tiles on the box's
    // edges need looking at marker by marker.
    const codes = passing?.codes;
    const inViewByTile = tiles.map((tile) => {
      const markers = byTile.get(tileKey(tile)) ?? [];
      if (codes) return markers.filter((m) => codes[m.traitCode] && boxHolds(box, m.longitude, m.latitude));
      return boxHoldsTile(box, tile) ? markers : markers.filter((m) => boxHolds(box, m.longitude, m.latitude));
    });
    const inView = inViewByTile.reduce((sum, markers) => sum + markers.length, 0);
    if (!passing) return { inView, body: markersJson(mergeNewestFirst(inViewByTile, MAP_MARKERS_MAX)) };
    if (inView <= MAP_GROUPS_OVER) {
      return { inView, body: dogsBody(markersJson(mergeNewestFirst(inViewByTile, inView))) };
    }
    const groups = new GroupsBuilder();
    for (const markers of inViewByTile) {
      for (const m of markers) groups.add(m, 1, m.createdMicros, m.id);
    }
    return { inView, body: groupsBody(groups.groups(box)) };
  }

  return {
    async inBox(box: Box, ask: MapAsk): Promise<MapAnswer> {
      // The versions this answer is for: values kept for them, or read while they held.
      const versions = await queries.versions();
      tileCache.sync(versions);
      answerCache.sync(versions);
      const kind = ask.grouped ? `groups${mapFilterParams(ask.filters)}` : 'markers';
      const key = `${kind}|${box.minLng},${box.minLat},${box.maxLng},${box.maxLat}`;
      const kept = answerCache.get(versions, key);
      if (kept) return kept;
      const size = tileSizeFor(box);
      const passing = ask.grouped ? { filters: ask.filters, codes: passingCodes(ask.filters) } : null;
      // Kept whichever way it was read: a box too wide or too full for tiles is the most
      // expensive to read (tens of thousands of dogs counted at a million dogs). One read
      // from the database shows one moment at least as new as `versions`, and the next
      // write clears what is kept for them.
      const answer =
        (size === null ? null : await answerFromTiles(versions, box, size, passing)) ??
        (passing ? await readBoxGrouped(box, passing) : await readBox(box, MAP_MARKERS_MAX));
      answerCache.set(versions, key, answer);
      return answer;
    },
  };
}
