// rankDogs: the discover order (decisions §7).
import { scoreDog } from './score.ts';
import type { MatchDog, MatchProfile, MatchResult } from './types.ts';

/** Best first: every compliant dog before any hard-limit dog, then higher score, then nearer (null distance last), then id for a stable order. */
export function rankDogs<T extends MatchDog & { id: string; distance?: number | null }>(
  profile: MatchProfile,
  dogs: readonly T[],
): Array<T & { match: MatchResult }> {
  const ranked = dogs.map((dog) => ({ ...dog, match: scoreDog(profile, dog) }));
  ranked.sort(compareRanked);
  return ranked;
}

function compareRanked(
  a: { id: string; distance?: number | null; match: MatchResult },
  b: { id: string; distance?: number | null; match: MatchResult },
): number {
  const aBroken = a.match.hardLimits.length > 0 ? 1 : 0;
  const bBroken = b.match.hardLimits.length > 0 ? 1 : 0;
  if (aBroken !== bBroken) return aBroken - bBroken;
  if (a.match.score !== b.match.score) return b.match.score - a.match.score;
  const aDistance = a.distance ?? null;
  const bDistance = b.distance ?? null;
  if (aDistance !== bDistance) {
    if (aDistance === null) return 1;
    if (bDistance === null) return -1;
    return aDistance - bDistance;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
