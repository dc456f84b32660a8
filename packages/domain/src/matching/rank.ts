// rankDogs: the discover order (product §13).
import { scoreDog, scoreOnly } from './score.ts';
import { NO_TASTE, type LearnedTaste } from './taste.ts';
import type { MatchDog, MatchProfile, MatchResult } from './types.ts';

/** Best first: every compliant dog before any hard-limit dog, then higher score, then nearer (null distance last), then id for a stable order. */
export function rankDogs<T extends MatchDog & { id: string; distance?: number | null }>(
  profile: MatchProfile,
  dogs: readonly T[],
  taste: LearnedTaste = NO_TASTE,
): Array<T & { match: MatchResult }> {
  const ranked = dogs.map((dog) => ({ ...dog, match: scoreDog(profile, dog, taste) }));
  ranked.sort(compareRanked);
  return ranked;
}

/**
 * The first `limit` dogs of rankDogs' order. Every dog is scored, but reasons are written
 * only for the dogs returned, so a server can rank thousands of candidates per request.
 */
export function rankTop<T extends MatchDog & { id: string; distance?: number | null }>(
  profile: MatchProfile,
  dogs: readonly T[],
  limit: number,
  taste: LearnedTaste = NO_TASTE,
): Array<T & { match: MatchResult }> {
  const keyed = dogs.map((dog) => {
    const { score, brokenHardLimits } = scoreOnly(profile, dog, taste);
    return { dog, id: dog.id, distance: dog.distance, score, broken: brokenHardLimits };
  });
  keyed.sort((a, b) => compareKeys(a, b));
  return keyed.slice(0, Math.max(0, limit)).map(({ dog }) => ({ ...dog, match: scoreDog(profile, dog, taste) }));
}

interface RankKey {
  id: string;
  distance?: number | null;
  score: number;
  broken: number;
}

function compareRanked(
  a: { id: string; distance?: number | null; match: MatchResult },
  b: { id: string; distance?: number | null; match: MatchResult },
): number {
  return compareKeys(
    { id: a.id, distance: a.distance, score: a.match.score, broken: a.match.hardLimits.length },
    { id: b.id, distance: b.distance, score: b.match.score, broken: b.match.hardLimits.length },
  );
}

function compareKeys(a: RankKey, b: RankKey): number {
  const aBroken = a.broken > 0 ? 1 : 0;
  const bBroken = b.broken > 0 ? 1 : 0;
  if (aBroken !== bBroken) return aBroken - bBroken;
  if (a.score !== b.score) return b.score - a.score;
  const aDistance = a.distance ?? null;
  const bDistance = b.distance ?? null;
  if (aDistance !== bDistance) {
    if (aDistance === null) return 1;
    if (bDistance === null) return -1;
    return aDistance - bDistance;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
