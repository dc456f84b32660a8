// Discover's kept rankings (decision 005). Ranking every unswiped dog in an adopter's
// radius costs milliseconds and grows with the number of dogs in range; the ranking only
// changes when the adopter's profile or some dog changes. So each adopter's best dogs are
// kept in memory, in discover order, stamped with what they were ranked from. A request
// checks the stamps and reads the swipes made since in one query, then reads its page by id.
import { LRUCache } from 'lru-cache';
import type { AdopterProfileRecord } from '../../db/schema/index.ts';
import type { DogCard } from '../dogs/dog-presenter.ts';
import type { KnownSwipes } from './discover-pool.ts';
import type { RecentSwipe } from './discover.repository.ts';

/** How many of the best dogs a ranking keeps: two full pages (DISCOVER_LIMIT.max is 100). */
export const RANKING_KEEP = 200;
/** Rankings kept at most (least recently used dropped first); one is about 80 KB, mostly its last page's JSON. */
export const RANKINGS_MAX = 2_000;
/** How far past the page a kept ranking's page may reach, skipping dogs swiped since. */
export const SWIPE_CHECK_MARGIN = 50;
/**
 * A ranking is rebuilt once the adopter has swiped this many more dogs, so the taste those
 * swipes teach reorders the deck; in between, the swiped dogs are only skipped.
 */
export const TASTE_RELEARN_SWIPES = 3;

/**
 * The last page a ranking served, as JSON, with what it was written from: an adopter mostly
 * reads the same page again (sent as it is), and after a swipe the next page holds all of it
 * but one dog (whose JSON is cut out of this one rather than written again).
 */
export interface ServedPage {
  /** The page's dogs and the tables' versions (pageKey). */
  key: string;
  json: string;
  /** The dogs written, in order, with the card each was written from and where its JSON ends in `json`. */
  ids: string[];
  cards: DogCard[];
  ends: number[];
}

/**
 * What a page written from one ranking depends on besides the ranking itself: its dogs, in
 * order, and the versions of the tables their cards are read from.
 */
export function pageKey(page: readonly string[], versions: { dogsVersion: number; listersVersion: number }): string {
  return `${versions.dogsVersion}|${versions.listersVersion}|${page.join(',')}`;
}

export interface Ranking {
  /** The profile answers, location and radius it was ranked for (see rankingKey). */
  profileKey: string;
  /** `data_versions.version` of 'dogs' when it was built: any write to dogs changes it. */
  dogsVersion: number;
  /** How many swipes the adopter had that it knows of (left out, and learned from). */
  swipeCount: number;
  /** The swipes it was ranked with, and the taste learned from them, which the scores blend in. */
  swipes: KnownSwipes;
  /** The best unswiped dogs in range at build time, best first. */
  ids: string[];
  /** True when dogs in range were left out (more candidates than RANKING_KEEP). */
  partial: boolean;
  /** The last page served from it. */
  served?: ServedPage;
}

/** What the ranking depends on in a profile: every answer the engine reads, the location and the radius. */
export function rankingKey(profile: AdopterProfileRecord): string {
  return JSON.stringify([
    profile.latitude,
    profile.longitude,
    profile.searchRadius,
    profile.livingSituation,
    profile.otherPets,
    profile.activityLevel,
    profile.workSchedule,
    profile.exerciseCommitment,
    profile.experienceLevel,
    profile.householdComposition,
    profile.preferredSize,
    profile.preferredAge,
    profile.preferredEnergy,
  ]);
}

/**
 * Whether the ranking still serves: the same profile and dogs, and since it was ranked only
 * new swipes (fewer than TASTE_RELEARN_SWIPES), none taken back or changed: the adopter's
 * swipes are the ones it knew and the recent ones.
 */
export function isCurrent(
  ranking: Ranking,
  state: { profile: AdopterProfileRecord; dogsVersion: number; swipeCount: number; recent: readonly RecentSwipe[] },
): boolean {
  return (
    ranking.dogsVersion === state.dogsVersion &&
    state.recent.length < TASTE_RELEARN_SWIPES &&
    state.recent.every((swipe) => swipe.isNew) &&
    state.swipeCount === ranking.swipeCount + state.recent.length &&
    ranking.profileKey === rankingKey(state.profile)
  );
}

/** The ranking's ids a page may come from: the page's worth and a margin for dogs swiped since. */
export function idsToCheck(ranking: Ranking, limit: number): string[] {
  return ranking.ids.slice(0, limit + SWIPE_CHECK_MARGIN);
}

/**
 * The page: the first `limit` checked ids not swiped since. Null when the checked ids run
 * out while the ranking (or the world beyond it) holds more: it must be rebuilt.
 */
export function pickPage(
  ranking: Ranking,
  checked: readonly string[],
  swiped: ReadonlySet<string>,
  limit: number,
): string[] | null {
  const page: string[] = [];
  for (const id of checked) {
    if (swiped.has(id)) continue;
    page.push(id);
    if (page.length === limit) return page;
  }
  return checked.length < ranking.ids.length || ranking.partial ? null : page;
}

/** The kept rankings, least recently used dropped first. */
export class RankingCache {
  readonly #rankings: LRUCache<string, Ranking>;
  readonly #building = new Map<string, { stamp: string; ranking: Promise<Ranking> }>();

  constructor(readonly max: number = RANKINGS_MAX) {
    this.#rankings = new LRUCache({ max });
  }

  get(adopterId: string): Ranking | undefined {
    return this.#rankings.get(adopterId);
  }

  set(adopterId: string, ranking: Ranking): void {
    this.#rankings.set(adopterId, ranking);
  }

  /**
   * Builds and keeps a ranking, or joins the build already running for this adopter from
   * the same stamp (profile, dogs version, swipe count), so a burst of requests builds once.
   */
  build(adopterId: string, stamp: string, make: () => Promise<Ranking>): Promise<Ranking> {
    const running = this.#building.get(adopterId);
    if (running?.stamp === stamp) return running.ranking;
    const ranking = make().then((built) => {
      this.set(adopterId, built);
      return built;
    });
    const entry = { stamp, ranking };
    this.#building.set(adopterId, entry);
    const done = () => {
      if (this.#building.get(adopterId) === entry) this.#building.delete(adopterId);
    };
    ranking.then(done, done);
    return ranking;
  }

  get size(): number {
    return this.#rankings.size;
  }
}
