// scoreDog: hard limits, then the weighted soft factors mapped onto a score band, then the
// reasons. Deterministic and bounded: the same adopter and dog always give the same result.
import { FACTORS } from './factors.ts';
import { HARD_LIMITS } from './hard-limits.ts';
import type { MatchDog, MatchProfile, MatchResult } from './types.ts';
import { REASON_MIN_CONTRIBUTION, REASONS_MAX, REASONS_MIN, SCORE_BANDS } from './weights.ts';

// Scratch space reused by every call (scoring is synchronous), so scoring thousands of
// dogs allocates only each result.
const fits = new Float64Array(FACTORS.length);
const contributions = new Float64Array(FACTORS.length);
const listed = new Uint8Array(FACTORS.length);

/**
 * Places a weighted sum between its worst (-total) and best (+total) possible value, then
 * maps that fraction onto the band: 40-100 within the hard limits, 0-39 (lower with each
 * further broken limit) otherwise. Strictly increasing in `raw` up to rounding.
 */
export function bandScore(raw: number, total: number, brokenHardLimits: number): number {
  const fraction = total > 0 ? (raw + total) / (2 * total) : 0.5;
  if (brokenHardLimits === 0) {
    const { min, max } = SCORE_BANDS.compliant;
    return min + Math.round((max - min) * fraction);
  }
  const { min, max, perExtraHardLimit } = SCORE_BANDS.hardLimit;
  const ceiling = Math.max(min, max - perExtraHardLimit * (brokenHardLimits - 1));
  return min + Math.round((ceiling - min) * fraction);
}

/**
 * The score alone and how many hard limits the dog breaks: what ranking needs, without the
 * reason sentences (two-thirds of scoreDog's cost). Always agrees with scoreDog.
 */
export function scoreOnly(profile: MatchProfile, dog: MatchDog): { score: number; brokenHardLimits: number } {
  let broken = 0;
  for (const limit of HARD_LIMITS) if (limit.breaks(profile, dog)) broken++;
  let raw = 0;
  let total = 0;
  for (const factor of FACTORS) {
    const weight = factor.weight(profile);
    if (weight > 0) raw += weight * factor.fit(profile, dog);
    total += weight;
  }
  return { score: bandScore(raw, total, broken), brokenHardLimits: broken };
}

export function scoreDog(profile: MatchProfile, dog: MatchDog): MatchResult {
  const hardLimits: string[] = [];
  const reasons: string[] = [];
  for (const limit of HARD_LIMITS) {
    if (limit.breaks(profile, dog)) {
      hardLimits.push(limit.name);
      reasons.push(limit.reason);
    }
  }

  let raw = 0;
  let total = 0;
  for (let i = 0; i < FACTORS.length; i++) {
    const factor = FACTORS[i]!;
    const weight = factor.weight(profile);
    const fit = weight > 0 ? factor.fit(profile, dog) : 0;
    fits[i] = fit;
    contributions[i] = Math.abs(weight * fit);
    listed[i] = 0;
    raw += weight * fit;
    total += weight;
  }

  // Deciding factors first: the largest |weight x fit|, ties in FACTORS order.
  while (reasons.length < REASONS_MAX) {
    let best = -1;
    for (let i = 0; i < FACTORS.length; i++) {
      if (listed[i] === 0 && contributions[i]! > 0 && (best < 0 || contributions[i]! > contributions[best]!)) best = i;
    }
    if (best < 0) break;
    if (contributions[best]! < REASON_MIN_CONTRIBUTION && reasons.length >= REASONS_MIN) break;
    listed[best] = 1;
    const reason = FACTORS[best]!.reason(profile, dog, fits[best]!);
    if (reason !== null) reasons.push(reason);
  }

  return { score: bandScore(raw, total, hardLimits.length), reasons, hardLimits };
}
