// The rules of discover's candidate pools and known swipes, without a database.
import { learnTaste, NO_TASTE } from '@scout/domain/matching';
import { describe, expect, it } from 'vitest';
import { dog as matchDog, profile } from '../../../../../packages/domain/src/matching/test-fixtures.ts';
import { addRecent, buildPool, poolCandidates, type KnownSwipes } from './discover-pool.ts';
import type { RecentSwipe } from './discover.repository.ts';

const origin = { latitude: 30, longitude: -97 };
/** Pool rows as discoverPool returns them: `knn` decides the order, ties by id. */
const row = (id: string, knn: number) => ({
  id,
  knn,
  miles: knn,
  ...matchDog(),
  latitude: 30 + knn / 69,
  longitude: -97,
});

describe('buildPool', () => {
  it('orders by distance then id, and leaves out the group a full read cut through', () => {
    const rows = [row('d', 2), row('a', 1), row('c', 2), row('b', 1), row('e', 3), row('f', 3)];
    const full = buildPool('s', profile(), origin, rows.slice(0, 6), 6);
    expect(full.prepared.ids).toEqual(['a', 'b', 'c', 'd']);
    expect(full.complete).toBe(false);
    const short = buildPool('s', profile(), origin, [row('e', 3), row('a', 1)], 6);
    expect(short.prepared.ids).toEqual(['a', 'e']);
    expect(short.complete).toBe(true);
  });
});

describe('poolCandidates', () => {
  const pool = buildPool('s', profile(), origin, [row('a', 1), row('b', 2), row('c', 3), row('d', 4), row('e', 5)], 6);
  const partial = { ...pool, complete: false };

  it('takes the nearest not swiped since the read', () => {
    expect(poolCandidates(pool, new Set(['b']), 3)).toEqual([0, 2, 3]);
  });

  it('runs out only when the pool held every dog in range', () => {
    expect(poolCandidates(pool, new Set(['a', 'b', 'c']), 3)).toEqual([3, 4]);
    expect(poolCandidates(partial, new Set(['a', 'b', 'c']), 3)).toBeNull();
  });
});

describe('addRecent', () => {
  const swipe = (dogId: string, direction: 'left' | 'right', isNew = true): RecentSwipe => ({
    dogId,
    direction,
    isNew,
    updatedAt: `2026-11-27 10:00:0${dogId.length}+00`,
    dog: { ...matchDog({ size: direction === 'right' ? 'small' : 'large' }), ...origin },
  });
  const known: KnownSwipes = { taste: NO_TASTE, count: 2, upTo: '2026-11-27 09:00:00+00', inPool: new Set(['x']) };

  it('adds new swipes to the taste, the count and the swiped dogs, latest first', () => {
    const recent = [swipe('bb', 'right'), swipe('a', 'left')];
    const next = addRecent(known, recent, 4, origin)!;
    expect(next.count).toBe(4);
    expect(next.upTo).toBe(recent[0]!.updatedAt);
    expect([...next.inPool].sort()).toEqual(['a', 'bb', 'x']);
    expect(next.taste).toEqual(
      learnTaste(recent.map(({ dog, direction }) => ({ direction, dog: { ...dog, distance: 0 } }))),
    );
    expect(addRecent(known, [], 2, origin)).toBe(known);
  });

  it('gives up on a changed older swipe, a count that does not add up (a reset), or swipes not all known', () => {
    expect(addRecent(known, [swipe('a', 'left', false)], 2, origin)).toBeNull();
    expect(addRecent(known, [swipe('a', 'left')], 1, origin)).toBeNull();
    expect(addRecent({ ...known, count: -1 }, [swipe('a', 'left')], 3, origin)).toBeNull();
  });
});
