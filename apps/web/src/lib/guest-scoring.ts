// Scores for a guest (product §13): with survey answers in this browser, the same engine the
// server uses scores every dog here, blended with the taste the guest's own swipes teach
// (learnGuestTaste, the model the server uses once the swipes move to an account). Without
// answers the server's order (newest first) stands and scores stay null ("Take the quiz").
// Never random.
import type { Dog, SurveyAnswers } from '@scout/domain';
import {
  distanceMiles,
  learnGuestTaste,
  NO_TASTE,
  rankDogs,
  scoreDog,
  type LearnedTaste,
} from '@scout/domain/matching';
import { readGuestSwipes } from './guest-storage';

/** What this browser's guest swipes teach, measured from the guest's own location. */
export function readGuestTaste(profile: SurveyAnswers | null): LearnedTaste {
  return profile ? learnGuestTaste(profile, readGuestSwipes()) : NO_TASTE;
}

/** The dog with the guest's score and reasons. */
export function scoreForGuest(profile: SurveyAnswers, dog: Dog, taste: LearnedTaste): Dog {
  const match = scoreDog(profile, { ...dog, distance: distanceMiles(profile, dog) }, taste);
  return { ...dog, compatibilityScore: match.score, compatibilityReasons: match.reasons };
}

/** Every dog scored and ranked best first (then nearer), with distances from the guest's location. */
export function scoreDogsForGuest(
  profile: SurveyAnswers | null,
  dogs: readonly Dog[],
  taste: LearnedTaste = NO_TASTE,
): Dog[] {
  if (!profile) return [...dogs];
  const located = dogs.map((dog) => ({ ...dog, distance: distanceMiles(profile, dog) }));
  return rankDogs(profile, located, taste).map(({ match, ...dog }) => ({
    ...dog,
    compatibilityScore: match.score,
    compatibilityReasons: match.reasons,
  }));
}

/** Query-key part for a guest's scored reads: a new swipe teaches the taste, so scores change. */
export function guestScoreKey(profile: SurveyAnswers | null): string {
  return profile ? `guest-scored-${readGuestSwipes().length}` : 'guest';
}
