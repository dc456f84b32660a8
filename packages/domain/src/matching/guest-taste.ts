// A guest's learned taste, from the swipes kept in their browser (product §3): the same model
// as an adopter's, fed the same attributes the server reads from its own rows, so after
// sign-up the migrated swipes teach the server exactly this taste.
import type { GuestSwipe } from '../contracts/swipes.ts';
import { distanceMiles } from './distance.ts';
import { learnTaste, NO_TASTE, type LearnedTaste } from './taste.ts';

/** Swipes kept before the guest swipe remembered the dog (older storage) teach nothing. */
export function learnGuestTaste(
  origin: { latitude: number; longitude: number } | null,
  swipes: readonly GuestSwipe[],
): LearnedTaste {
  const known = swipes.flatMap(({ direction, dog }) =>
    dog ? [{ direction, dog: { ...dog, name: '', distance: origin ? distanceMiles(origin, dog) : null } }] : [],
  );
  return known.length === 0 ? NO_TASTE : learnTaste(known);
}
