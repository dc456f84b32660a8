// scoreDog: hard limits, then the weighted soft factors, blended with the learned taste when
// there is one (taste.ts), mapped onto a score band, then the reasons. Deterministic and
// bounded: the same adopter, swipes and dog always give the same result.
import { FACTORS } from './factors.ts';
import { HARD_LIMITS } from './hard-limits.ts';
import { NO_TASTE, tasteFit, tasteReason, type LearnedTaste, type TasteDog } from './taste.ts';
import type { MatchDog, MatchProfile, MatchResult } from './types.ts';
import { REASON_MIN_CONTRIBUTION, REASONS_MAX, REASONS_MIN, SCORE_BANDS } from './weights.ts';

// Scratch space reused by every call (scoring is synchronous), so scoring thousands of
// dogs allocates only each result.
const fits = new Float64Array(FACTORS.length);
const contributions = new Float64Array(FACTORS.length);
const listed = new Uint8Array(FACTORS.length);

/** Where a weighted sum lies between its worst (-total) and best (+total) possible value, 0-1. */
function surveyFraction(raw: number, total: number): number {
  return total > 0 ? (raw + total) / (2 * total) : 0.5;
}

/**
 * The survey fraction moved by the taste: a positive fit takes it a share (weight x fit) of
 * the way up to 1, a negative one the same share of the way down to 0. So a taste the dog
 * fits always raises its score, one it goes against always lowers it, and no taste leaves
 * the survey score.
 */
export function blend(fraction: number, taste: LearnedTaste, fit: number): number {
  const pull = taste.weight * fit;
  return pull >= 0 ? fraction + pull * (1 - fraction) : fraction + pull * fraction;
}

/**
 * Maps a fraction (0-1) onto the band: 40-100 within the hard limits, 0-39 (lower with each
 * further broken limit, down to 0-19) otherwise. The taste moves a dog within its band, never out of it,
 * so learning never lifts a dog that breaks a hard limit above one that does not.
 */
export function bandScore(fraction: number, brokenHardLimits: number): number {
  if (brokenHardLimits === 0) {
    const { min, max } = SCORE_BANDS.compliant;
    return min + Math.round((max - min) * fraction);
  }
  const { min, max, perExtraHardLimit, lowestMax } = SCORE_BANDS.hardLimit;
  const ceiling = Math.max(lowestMax, max - perExtraHardLimit * (brokenHardLimits - 1));
  return min + Math.round((ceiling - min) * fraction);
}

/**
 * What a dog's score owes to the survey alone: where the weighted factors put it (0-1) and
 * how many hard limits it breaks. The learned taste only moves the fraction (blend), so a
 * ranking can keep this and score the same dogs again for a new taste (rank.ts).
 */
export function surveyPart(profile: MatchProfile, dog: MatchDog): { fraction: number; brokenHardLimits: number } {
  let broken = 0;
  for (const limit of HARD_LIMITS) if (limit.breaks(profile, dog)) broken++;
  let raw = 0;
  let total = 0;
  for (const factor of FACTORS) {
    const weight = factor.weight(profile);
    const fit = weight > 0 ? factor.fit(profile, dog) : null;
    // An unknown answer leaves the factor out: it neither helps nor hurts the dog.
    if (fit === null) continue;
    raw += weight * fit;
    total += weight;
  }
  return { fraction: surveyFraction(raw, total), brokenHardLimits: broken };
}

/**
 * The score alone and how many hard limits the dog breaks: what ranking needs, without the
 * reason sentences (two-thirds of scoreDog's cost). Always agrees with scoreDog.
 */
export function scoreOnly(
  profile: MatchProfile,
  dog: TasteDog,
  taste: LearnedTaste = NO_TASTE,
): { score: number; brokenHardLimits: number } {
  const { fraction, brokenHardLimits } = surveyPart(profile, dog);
  return { score: bandScore(blend(fraction, taste, tasteFit(taste, dog)), brokenHardLimits), brokenHardLimits };
}

export function scoreDog(profile: MatchProfile, dog: TasteDog, taste: LearnedTaste = NO_TASTE): MatchResult {
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
    const applies = factor.weight(profile);
    const known = applies > 0 ? factor.fit(profile, dog) : null;
    // An unknown answer leaves the factor out (weight 0 for this dog), as in scoreOnly.
    const weight = known === null ? 0 : applies;
    const fit = known ?? 0;
    fits[i] = fit;
    contributions[i] = Math.abs(weight * fit);
    listed[i] = 0;
    raw += weight * fit;
    total += weight;
  }

  // The taste's reason takes its place among the factors by how much it moves the fraction:
  // a factor by |weight x fit| / (2 x total), the taste by the distance blend() moves it.
  const fit = tasteFit(taste, dog);
  const fraction = surveyFraction(raw, total);
  const blended = blend(fraction, taste, fit);
  let tasteSays = tasteReason(taste, dog);
  const tasteShare = Math.abs(blended - fraction) * 2 * total;

  // Deciding factors first: the largest |weight x fit|, ties in FACTORS order.
  while (reasons.length < REASONS_MAX) {
    let best = -1;
    for (let i = 0; i < FACTORS.length; i++) {
      if (listed[i] === 0 && contributions[i]! > 0 && (best < 0 || contributions[i]! > contributions[best]!)) best = i;
    }
    if (tasteSays !== null && (best < 0 || tasteShare > contributions[best]!)) {
      reasons.push(tasteSays);
      tasteSays = null;
      continue;
    }
    if (best < 0) break;
    if (contributions[best]! < REASON_MIN_CONTRIBUTION && reasons.length >= REASONS_MIN) break;
    listed[best] = 1;
    const reason = FACTORS[best]!.reason(profile, dog, fits[best]!);
    if (reason !== null) reasons.push(reason);
  }

  return { score: bandScore(blended, hardLimits.length), reasons, hardLimits };
}
