// The kept rankings' rules, without a database: when a page can be served from a ranking,
// and how rankings are kept and built.
import { describe, expect, it } from 'vitest';
import { NO_TASTE } from '@scout/domain/matching';
import { pickPage, RankingCache, type Ranking } from './discover-rankings.ts';

function ranking(ids: string[], partial = false): Ranking {
  const swipes = { taste: NO_TASTE, count: 0, upTo: null, inPool: new Set<string>() };
  return { profileKey: 'k', dogsVersion: 1, swipeCount: 0, swipes, ids, partial };
}

describe('pickPage', () => {
  const kept = ranking(['a', 'b', 'c', 'd', 'e']);

  it('skips dogs swiped since, in ranking order', () => {
    expect(pickPage(kept, kept.ids, new Set(['b']), 3)).toEqual(['a', 'c', 'd']);
  });

  it('returns a short page when the ranking holds every dog in range', () => {
    expect(pickPage(kept, kept.ids, new Set(['a', 'b', 'c']), 3)).toEqual(['d', 'e']);
  });

  it('asks for a rebuild when the checked ids run out before the ranking does', () => {
    expect(pickPage(kept, kept.ids.slice(0, 3), new Set(['a', 'b']), 2)).toBeNull();
  });

  it('asks for a rebuild when dogs in range were left out of the ranking', () => {
    const partial = ranking(['a', 'b'], true);
    expect(pickPage(partial, partial.ids, new Set(['a']), 2)).toBeNull();
  });
});

describe('RankingCache', () => {
  it('drops the least recently used ranking past its size', () => {
    const cache = new RankingCache(2);
    cache.set('x', ranking(['1']));
    cache.set('y', ranking(['2']));
    cache.get('x');
    cache.set('z', ranking(['3']));
    expect(cache.get('y')).toBeUndefined();
    expect(cache.get('x')?.ids).toEqual(['1']);
    expect(cache.get('z')?.ids).toEqual(['3']);
  });

  it('builds once for a burst of requests from the same stamp, again for a new stamp', async () => {
    const cache = new RankingCache();
    let builds = 0;
    const make = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return ranking([`built-${builds}`]);
    };
    const burst = await Promise.all([
      cache.build('x', 's1', make),
      cache.build('x', 's1', make),
      cache.build('x', 's1', make),
    ]);
    expect(builds).toBe(1);
    expect(new Set(burst.map((r) => r.ids[0]))).toEqual(new Set(['built-1']));
    expect(cache.get('x')?.ids).toEqual(['built-1']);
    await cache.build('x', 's2', make);
    expect(builds).toBe(2);
    expect(cache.get('x')?.ids).toEqual(['built-2']);
  });

  it('lets a failed build be retried', async () => {
    const cache = new RankingCache();
    await expect(cache.build('x', 's', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect((await cache.build('x', 's', async () => ranking(['ok']))).ids).toEqual(['ok']);
  });
});
