// A guest's deck (decisions §7): every available dog, scored in this browser with the
// same engine the server uses when the guest has taken the survey, best match first then
// nearer. Without a profile the server's order (newest first) stands and scores stay null
// ("Take the quiz"). Never random.
import type { Dog, SurveyAnswers } from '@scout/domain';
import { distanceMiles, rankDogs } from '@scout/domain/matching';

export function scoreDogsForGuest(profile: SurveyAnswers | null, dogs: readonly Dog[]): Dog[] {
  if (!profile) return [...dogs];
  const located = dogs.map((dog) => ({ ...dog, distance: distanceMiles(profile, dog) }));
  return rankDogs(profile, located).map(({ match, ...dog }) => ({
    ...dog,
    compatibilityScore: match.score,
    compatibilityReasons: match.reasons,
  }));
}
