// rankDogs: the discover order (product §13).
import { bandScore, blend, scoreDog, scoreOnly, surveyPart } from './score.ts';
import { featureIndexes, liftsByIndex, NO_TASTE, type LearnedTaste } from './taste.ts';
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

/**
 * Candidates prepared for ranking again and again as the learned taste changes (discover
 * relearns every few swipes): for each dog, what its score owes to the survey (surveyPart)
 * and its taste features as indexes. Compact on purpose: a server keeps one per adopter.
 */
export interface PreparedCandidates {
  readonly ids: readonly string[];
  /** Miles, NaN where unknown. */
  readonly distances: Float64Array;
  readonly survey: Float64Array;
  readonly broken: Uint8Array;
  /** Dog i's feature indexes are features[featureStart[i]] up to features[featureStart[i + 1]]. */
  readonly featureStart: Uint32Array;
  readonly features: Uint8Array;
}

export function prepareCandidates(
  profile: MatchProfile,
  dogs: readonly (MatchDog & { id: string; distance?: number | null })[],
): PreparedCandidates {
  const survey = new Float64Array(dogs.length);
  const broken = new Uint8Array(dogs.length);
  const distances = new Float64Array(dogs.length);
  const featureStart = new Uint32Array(dogs.length + 1);
  const features: number[] = [];
  dogs.forEach((dog, i) => {
    const part = surveyPart(profile, dog);
    survey[i] = part.fraction;
    broken[i] = part.brokenHardLimits;
    distances[i] = dog.distance ?? NaN;
    featureStart[i] = features.length;
    features.push(...featureIndexes(dog));
  });
  featureStart[dogs.length] = features.length;
  return {
    ids: dogs.map((dog) => dog.id),
    distances,
    survey,
    broken,
    featureStart,
    features: Uint8Array.from(features),
  };
}

/**
 * The first `limit` of the chosen candidates (indexes into `prepared`) in rankTop's order
 * for this taste, as indexes. Scores exactly as scoreOnly does: the same sums in the same order.
 */
export function rankPrepared(
  prepared: PreparedCandidates,
  chosen: readonly number[],
  limit: number,
  taste: LearnedTaste = NO_TASTE,
): number[] {
  const lifts = liftsByIndex(taste);
  const { featureStart, features, distances, ids } = prepared;
  // Scores are whole numbers, so rankTop's order is one of buckets, best first (every
  // compliant score from 100 down, then every hard-limit one), each by distance then id:
  // a counting sort, then only the buckets the first `limit` reach are sorted.
  const bucketOf = new Uint8Array(chosen.length);
  const sizes = new Uint32Array(BUCKETS + 1);
  chosen.forEach((i, n) => {
    let fit = 0;
    if (taste.weight !== 0) {
      let sum = 0;
      for (let f = featureStart[i]!; f < featureStart[i + 1]!; f++) sum += lifts[features[f]!]!;
      fit = Math.tanh(sum / 2);
    }
    const broken = prepared.broken[i]!;
    const score = bandScore(blend(prepared.survey[i]!, taste, fit), broken);
    const bucket = (broken > 0 ? 101 : 0) + 100 - score;
    bucketOf[n] = bucket;
    sizes[bucket + 1]!++;
  });
  for (let b = 1; b <= BUCKETS; b++) sizes[b]! += sizes[b - 1]!;
  const ordered = new Uint32Array(chosen.length);
  const next = sizes.slice(0, BUCKETS);
  chosen.forEach((i, n) => (ordered[next[bucketOf[n]!]!++] = i));
  const nearerFirst = (a: number, b: number) => {
    const da = distances[a]!;
    const db = distances[b]!;
    if (da !== db && !(Number.isNaN(da) && Number.isNaN(db))) {
      if (Number.isNaN(da)) return 1;
      if (Number.isNaN(db)) return -1;
      return da - db;
    }
    return ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0;
  };
  const top: number[] = [];
  for (let b = 0; b < BUCKETS && top.length < limit; b++) {
    const bucket = Array.from(ordered.subarray(sizes[b]!, sizes[b + 1]!)).sort(nearerFirst);
    for (const i of bucket) {
      if (top.length === limit) break;
      top.push(i);
    }
  }
  return top;
}

/** Score buckets: 101 compliant scores (100 down to 0), then 101 hard-limit ones. */
const BUCKETS = 202;

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
