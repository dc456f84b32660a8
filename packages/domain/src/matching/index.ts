// The compatibility engine (product §13): `@scout/domain/matching`. Pure and synchronous;
// the server and the browser run the same code. See README.md for the rules and weights.
export type { MatchDog, MatchProfile, MatchResult } from './types.ts';
export { scoreDog, scoreOnly } from './score.ts';
export { prepareCandidates, rankDogs, rankPrepared, rankTop } from './rank.ts';
export type { PreparedCandidates } from './rank.ts';
export { distanceMiles, EARTH_RADIUS_MILES } from './distance.ts';
export type { LatLng } from './distance.ts';
export { addToTaste, learnTaste, NO_TASTE, summarizeTaste, tasteFit, TASTE_MIN_SWIPES } from './taste.ts';
export type { LearnedTaste, TasteDog, TasteSummary, TasteSwipe } from './taste.ts';
export { learnGuestTaste } from './guest-taste.ts';
export { HARD_LIMITS } from './hard-limits.ts';
export type { HardLimit, HardLimitKey } from './hard-limits.ts';
export {
  ACTIVITY_ENERGY_FIT,
  EXERCISE_ENERGY_FIT,
  EXPERIENCE_FIT,
  HOME_SIZE_FIT,
  MATCH_WEIGHTS,
  OUTDOOR_ENERGY_FIT,
  PREFERRED_ENERGY_FIT,
  SCORE_BANDS,
  TEMPERAMENT_FIT,
  WORK_SCHEDULE_FIT,
} from './weights.ts';
export type { MatchWeightKey } from './weights.ts';
