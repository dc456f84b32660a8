// `GET /api/dogs/discover` (product §13, decision 005): unswiped available dogs within the
// adopter's radius, best match first. The ranking is kept between requests while it still
// holds (discover-rankings.ts) and pages are written from shared dog cards (dog-card-cache.ts).
import { DISCOVER_LIMIT, dogListSchema } from '@scout/domain';
import { distanceMiles, rankPrepared } from '@scout/domain/matching';
import type { Database } from '../../db/client.ts';
import type { AdopterProfileRecord, TableVersions } from '../../db/schema/index.ts';
import type { SessionUser } from '../../plugins/auth-session.ts';
import {
  idsToCheck,
  isCurrent,
  pickPage,
  RANKING_KEEP,
  RankingCache,
  SWIPE_CHECK_MARGIN,
  rankingKey,
  type Ranking,
  type ServedPage,
  pageKey,
} from './discover-rankings.ts';
import { DogCardCache } from './dog-card-cache.ts';
import { loadSwipeHistory } from '../swipes/learned-taste.ts';
import {
  addRecent,
  buildPool,
  CandidatePools,
  knownSwipes,
  poolCandidates,
  POOL_MARGIN,
  unswipedIn,
  type CandidatePool,
  type KnownSwipes,
} from './discover-pool.ts';
import { dogCard, matchedJson, presentDog, scoreFor, type DogCard } from '../dogs/dog-presenter.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { discoverPool, newestUnswipedDogs, prepareDiscoverQueries, type RecentSwipe } from './discover.repository.ts';

/**
 * A ranking is built from at most this many candidates: when more unswiped dogs are in
 * range, the nearest ones. The query stays an indexed nearest-first scan and the scoring a
 * few milliseconds however large the world grows.
 */
export const DISCOVER_MAX_CANDIDATES = 2_000;

export function createDiscoverService(db: Database, photoUrls: PhotoUrls) {
  const rankings = new RankingCache();
  const pools = new CandidatePools();
  const queries = prepareDiscoverQueries(db);
  const cards = new DogCardCache();

  /**
   * Ranks the adopter's unswiped dogs in range for the survey and the taste their swipes so
   * far have taught: at most the nearest DISCOVER_MAX_CANDIDATES, best RANKING_KEEP kept.
   * Built on the kept ranking (its candidates, and its swipes with the recent ones added)
   * while that holds (discover-pool.ts), else read afresh.
   */
  async function rankCandidates(
    adopterId: string,
    profile: AdopterProfileRecord,
    state: { dogsVersion: number; swipeCount: number; recent: RecentSwipe[] },
    previous: Ranking | undefined,
  ): Promise<Ranking> {
    const origin = { latitude: profile.latitude, longitude: profile.longitude };
    const profileKey = rankingKey(profile);
    const stamp = `${profileKey}|${state.dogsVersion}`;
    const rank = (pool: CandidatePool, chosen: number[], swipes: KnownSwipes): Ranking => ({
      swipes,
      profileKey,
      dogsVersion: state.dogsVersion,
      // Read afresh, a ranking knows the swipes its history read (they may be more than the
      // state counted, when one landed in between); unless it read them only in part.
      swipeCount: swipes.count >= 0 ? swipes.count : state.swipeCount,
      ids: rankPrepared(pool.prepared, chosen, RANKING_KEEP, swipes.taste).map((i) => pool.prepared.ids[i]!),
      partial: chosen.length > RANKING_KEEP,
    });

    const kept = previous?.profileKey === profileKey && pools.get(adopterId, stamp);
    if (previous && kept) {
      const swipes = addRecent(previous.swipes, state.recent, state.swipeCount, origin);
      const chosen = swipes && poolCandidates(kept, swipes.inPool, DISCOVER_MAX_CANDIDATES);
      if (swipes && chosen) return rank(kept, chosen, swipes);
    }
    const limit = DISCOVER_MAX_CANDIDATES + POOL_MARGIN;
    const [rows, history] = await Promise.all([
      discoverPool(db, adopterId, origin, profile.searchRadius, limit),
      loadSwipeHistory(db, adopterId, origin),
    ]);
    const pool = buildPool(stamp, profile, origin, rows, limit);
    pools.set(adopterId, pool);
    const swipes = knownSwipes(pool, history);
    return rank(pool, unswipedIn(pool, swipes.inPool, DISCOVER_MAX_CANDIDATES), swipes);
  }

  /**
   * The page's dog cards: from the shared cache when read at these table versions, the rest
   * from the database. A read for missing cards also reads those of the dogs that follow
   * the page (`next`): each swipe moves a new dog onto the page, so one read serves the
   * pages of many swipes.
   */
  async function dogCards(
    ids: readonly string[],
    next: readonly string[],
    versions: TableVersions,
  ): Promise<Map<string, DogCard>> {
    cards.sync(versions);
    const found = new Map<string, DogCard>();
    const missing: string[] = [];
    for (const id of ids) {
      const card = cards.get(versions, id);
      if (card) found.set(id, card);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    for (const id of next) if (!cards.get(versions, id)) missing.push(id);
    for (const row of await queries.dogs(missing)) {
      const card = dogCard(row, { signedIn: true, profile: null }, photoUrls);
      cards.set(versions, card);
      found.set(card.dog.id, card);
    }
    return found;
  }

  return {
    /**
     * `GET /api/dogs/discover`, as its JSON body: unswiped available dogs within the
     * profile's radius, best match first (every dog within the hard limits before any that
     * breaks one, then score, then nearer). Without a profile: unswiped available dogs,
     * newest first, unscored. The ranking is kept between requests while it still holds
     * (discover-rankings.ts), and the page is written from cached dog cards (dog-card-cache.ts).
     */
    async json(user: SessionUser, limit: number = DISCOVER_LIMIT.default): Promise<string> {
      const kept = rankings.get(user.id);
      // The swipes since those the kept ranking knows: what it must skip, and what the next
      // ranking adds to its taste.
      const state = await queries.state(user.id, kept ? (kept.swipes.upTo ?? '-infinity') : null);
      if (!state) {
        const viewer = { signedIn: true, profile: null };
        const dogs = (await newestUnswipedDogs(db, user.id, limit)).map((row) => presentDog(row, viewer, photoUrls));
        return JSON.stringify(dogListSchema.parse(dogs));
      }
      const { profile } = state;
      let ranking = kept && isCurrent(kept, state) ? kept : undefined;
      const swipedSince = new Set(state.recent.map((swipe) => swipe.dogId));
      let page = ranking ? pickPage(ranking, idsToCheck(ranking, limit), swipedSince, limit) : null;
      if (!ranking || !page) {
        const stamp = `${rankingKey(profile)}|${state.dogsVersion}|${state.swipeCount}|${state.recent[0]?.updatedAt}`;
        ranking = await rankings.build(user.id, stamp, () => rankCandidates(user.id, profile, state, kept));
        page = ranking.ids.slice(0, limit);
      }

      const key = pageKey(page, state);
      const last = ranking.served;
      if (last?.key === key) return last.json;
      const origin = { latitude: profile.latitude, longitude: profile.longitude };
      const after = ranking.ids.indexOf(page[page.length - 1]!) + 1;
      const found = await dogCards(page, ranking.ids.slice(after, after + SWIPE_CHECK_MARGIN), state);
      const served: ServedPage = { key, json: '', ids: [], cards: [], ends: [] };
      const dogs: string[] = [];
      let end = 1;
      for (const id of page) {
        const card = found.get(id);
        // A dog removed or adopted since the ranking was built drops out.
        if (!card || card.dog.status !== 'available') continue;
        const k = last ? last.ids.indexOf(id) : -1;
        let json: string;
        if (k >= 0 && last!.cards[k] === card) {
          json = last!.json.slice(k === 0 ? 1 : last!.ends[k - 1]! + 1, last!.ends[k]);
        } else {
          const match = scoreFor({ signedIn: true, profile, taste: ranking.swipes.taste }, card.dog);
          json = matchedJson(card, match, distanceMiles(origin, card.dog));
        }
        end += json.length + (dogs.length > 0 ? 1 : 0);
        dogs.push(json);
        served.ids.push(id);
        served.cards.push(card);
        served.ends.push(end);
      }
      served.json = `[${dogs.join(',')}]`;
      ranking.served = served;
      return served.json;
    },
  };
}
