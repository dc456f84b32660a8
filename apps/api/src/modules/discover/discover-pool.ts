// Discover's candidate pools (issue 18, decision 018). A ranking is built from the nearest
// unswiped dogs in range; every few swipes it is built again so the taste those swipes teach
// reorders the deck. Reading and preparing the candidates is most of that cost and does not
// change while the dogs and the profile stay the same, so a ranking keeps them, prepared
// (prepareCandidates), and the next ranking takes them from it: the nearest ones the adopter
// has still not swiped, ranked for the new taste. Taken from a pool or read afresh, the
// candidates are the same dogs for the same data.
import { distanceMiles, prepareCandidates, type LatLng, type MatchProfile, type PreparedCandidates } from '@scout/domain/matching';
import type { SwipeHistory } from '../swipes/learned-taste.ts';
import type { discoverPool } from './discover.repository.ts';

/** Dogs read past the candidates a ranking needs, so about this many swipes can be ranked from one read. */
export const POOL_MARGIN = 200;

export interface CandidatePool {
  /** Nearest first (then by id). */
  prepared: PreparedCandidates;
  /** True when it holds every available dog in range that was not swiped when it was read. */
  complete: boolean;
  /** How many swipes the adopter had when it was read (their dogs are not in it), -1 when not all were known. */
  swipeCount: number;
  /** When the latest of those swipes was made (ms since the epoch). */
  swipedUpTo: number;
}

type PoolRow = Awaited<ReturnType<typeof discoverPool>>[number];

/** A pool from discoverPool's rows (read with `limit`) and the swipes read with them. */
export function buildPool(
  profile: MatchProfile,
  origin: LatLng,
  rows: PoolRow[],
  limit: number,
  history: SwipeHistory,
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
  const swipeTimes = [...history.swipedAt.values()];
  return {
    prepared,
    complete: rows.length < limit,
    swipeCount: history.complete ? swipeTimes.length : -1,
    swipedUpTo: Math.max(-Infinity, ...swipeTimes),
  };
}

/**
 * The candidates now: indexes of the first `max` dogs of the pool not swiped. Null when the
 * pool can no longer say: the swipes are not all known, a swipe left out of the pool is gone
 * (the adopter reset them, so those dogs are candidates again), or fewer than `max` remain of
 * a pool that did not hold every dog in range.
 */
export function poolCandidates(pool: CandidatePool, history: SwipeHistory, max: number): number[] | null {
  if (!history.complete || pool.swipeCount < 0) return null;
  let older = 0;
  for (const at of history.swipedAt.values()) if (at <= pool.swipedUpTo) older++;
  if (older !== pool.swipeCount) return null;
  const chosen = unswiped(pool, history, max);
  return chosen.length === max || pool.complete ? chosen : null;
}

/** Indexes of the first `max` dogs of the pool not in the history's swipes. */
export function unswiped(pool: CandidatePool, history: SwipeHistory, max: number): number[] {
  const chosen: number[] = [];
  const { ids } = pool.prepared;
  for (let i = 0; i < ids.length && chosen.length < max; i++) if (!history.swipedAt.has(ids[i]!)) chosen.push(i);
  return chosen;
}
