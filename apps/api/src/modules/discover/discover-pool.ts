// Discover's candidate pools and known swipes (issue 18, decision 018). A ranking is built
// from the nearest unswiped dogs in range; every few swipes it is built again so that the
// taste those swipes teach reorders the deck. Reading and preparing the candidates, and
// reading every swipe again for the taste, was most of that cost, and neither needs doing
// again while the dogs and the profile stay the same: a ranking keeps its candidates,
// prepared (prepareCandidates), and the swipes it knows as a taste (its counts), and the
// next ranking adds the swipes made since (which discover's state read returns) and takes
// the nearest candidates still unswiped. Built on or read afresh, a ranking is the same for
// the same data.
import {
  addToTaste,
  distanceMiles,
  prepareCandidates,
  type LatLng,
  type LearnedTaste,
  type MatchDog,
  type MatchProfile,
  type PreparedCandidates,
} from '@scout/domain/matching';
import { LRUCache } from 'lru-cache';
import type { SwipeHistory } from '../swipes/learned-taste.ts';
import { TASTE_SWIPES_MAX } from '../swipes/learned-taste.ts';
import type { RecentSwipe } from './discover.repository.ts';

/**
 * Dogs read past the candidates a ranking needs, so about this many swipes can be ranked
 * from one read (a fresh read of a pool costs 10-30 ms of CPU, a rebuild from it under one).
 */
export const POOL_MARGIN = 500;
/**
 * Pools kept at most, least recently used dropped first: one is 150-250 KB, and only the
 * adopters swiping now need one (another builds its next ranking from a fresh read).
 */
export const POOLS_MAX = 500;

export interface CandidatePool {
  /** What it was read for: the profile's ranking key and the dogs' version. */
  stamp: string;
  /** Nearest first (then by id). */
  prepared: PreparedCandidates;
  /** True when it holds every available dog in range that was not swiped when it was read. */
  complete: boolean;
}

/** The kept pools, by adopter. */
export class CandidatePools {
  readonly #pools: LRUCache<string, CandidatePool>;

  constructor(max = POOLS_MAX) {
    this.#pools = new LRUCache({ max });
  }

  /** The adopter's pool when it was read for this stamp. */
  get(adopterId: string, stamp: string): CandidatePool | undefined {
    const pool = this.#pools.get(adopterId);
    return pool?.stamp === stamp ? pool : undefined;
  }

  set(adopterId: string, pool: CandidatePool): void {
    this.#pools.set(adopterId, pool);
  }
}

/** The swipes a ranking was ranked with. */
export interface KnownSwipes {
  taste: LearnedTaste;
  /** How many; -1 when more than the taste reads (then nothing is built on them). */
  count: number;
  /** The latest one's `updated_at` as PostgreSQL wrote it; swipes after it are new. Null: none yet. */
  upTo: string | null;
  /** Dogs of the pool swiped since it was read (it left out those swiped before). */
  inPool: ReadonlySet<string>;
}

/** A row of discoverPool. */
type PoolRow = MatchDog & LatLng & { id: string; knn: number };

/** A pool from discoverPool's rows (read with `limit`), for `stamp`. */
export function buildPool(
  stamp: string,
  profile: MatchProfile,
  origin: LatLng,
  rows: PoolRow[],
  limit: number,
): CandidatePool {
  rows.sort((a, b) => a.knn - b.knn || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let kept = rows;
  if (rows.length === limit) {
    // The limit may cut through dogs at the same distance (a lister's dogs share a place),
    // and the index returns those in any order: leave the whole group out, so the pool is
    // the same dogs for the same data.
    const edge = rows[rows.length - 1]!.knn;
    const nearer = rows.filter((row) => row.knn < edge);
    if (nearer.length > 0) kept = nearer;
  }
  // Distances as the browser measures them, so a guest's taste and an adopter's agree.
  const prepared = prepareCandidates(
    profile,
    kept.map((row) => ({ ...row, distance: distanceMiles(origin, row) })),
  );
  return { stamp, prepared, complete: rows.length < limit };
}

/** What a freshly read pool and swipe history (read together) know. */
export function knownSwipes(pool: CandidatePool, history: SwipeHistory): KnownSwipes {
  // A swipe made between the two reads can be in the history and still in the pool.
  const ids = new Set(pool.prepared.ids);
  return {
    taste: history.taste,
    count: history.complete ? history.dogIds.length : -1,
    upTo: history.upTo,
    inPool: new Set(history.dogIds.filter((id) => ids.has(id))),
  };
}

/**
 * The known swipes with the recent ones added (the swipes after `known.upTo`, latest first,
 * as discover's state read returns them). Null when they cannot be added: the known ones
 * were not all known, a recent one changes an older swipe, the total is not `swipeCount`
 * (swipes were reset), or the taste would read past its window.
 */
export function addRecent(
  known: KnownSwipes,
  recent: readonly RecentSwipe[],
  swipeCount: number,
  origin: LatLng,
): KnownSwipes | null {
  if (known.count < 0 || recent.some((swipe) => !swipe.isNew)) return null;
  const count = known.count + recent.length;
  if (count !== swipeCount || count >= TASTE_SWIPES_MAX) return null;
  if (recent.length === 0) return known;
  return {
    taste: addToTaste(
      known.taste,
      recent.map(({ direction, dog }) => ({ direction, dog: { ...dog, distance: distanceMiles(origin, dog) } })),
    ),
    count,
    upTo: recent[0]!.updatedAt,
    inPool: new Set([...known.inPool, ...recent.map((swipe) => swipe.dogId)]),
  };
}

/** Indexes of the first `max` dogs of the pool not swiped since it was read. */
export function unswipedIn(pool: CandidatePool, inPool: ReadonlySet<string>, max: number): number[] {
  const chosen: number[] = [];
  const { ids } = pool.prepared;
  for (let i = 0; i < ids.length && chosen.length < max; i++) if (!inPool.has(ids[i]!)) chosen.push(i);
  return chosen;
}

/**
 * The candidates now, from a kept pool: unswipedIn. Null when fewer than `max` remain of a
 * pool that did not hold every dog in range (a fresh read would find more).
 */
export function poolCandidates(pool: CandidatePool, inPool: ReadonlySet<string>, max: number): number[] | null {
  const chosen = unswipedIn(pool, inPool, max);
  return chosen.length === max || pool.complete ? chosen : null;
}
