// What an adopter's own swipes teach the ranking (product §13, issue 7): the swiped dogs'
// attributes and how far each is from the adopter, learned by the shared domain model, so
// discover, the detail page, the liked list, Scout's chat and the profile's Learned
// Preferences all use one taste.
import { desc, eq } from 'drizzle-orm';
import { distanceMiles, learnTaste, NO_TASTE, type LearnedTaste } from '@scout/domain/matching';
import type { Database } from '../../db/client.ts';
import { dogs, swipes } from '../../db/schema/index.ts';
import { matchDogColumns } from '../dogs/dogs.repository.ts';

/** The taste reads at most this many of the latest swipes (recent taste matters most). */
export const TASTE_SWIPES_MAX = 1_000;

/** The dog attributes the taste reads, for this adopter's most recent swipes. */
async function swipedDogs(db: Database, adopterId: string, max: number) {
  return db
    .select({ direction: swipes.direction, ...matchDogColumns })
    .from(swipes)
    .innerJoin(dogs, eq(dogs.id, swipes.dogId))
    .where(eq(swipes.adopterId, adopterId))
    .orderBy(desc(swipes.updatedAt))
    .limit(max);
}

/**
 * The adopter's learned taste. Distances are measured from `origin`, the adopter's profile
 * location, as the browser does for a guest; without one the taste knows nothing of distance.
 */
export async function loadLearnedTaste(
  db: Database,
  adopterId: string,
  origin: { latitude: number; longitude: number } | null,
): Promise<LearnedTaste> {
  const rows = await swipedDogs(db, adopterId, TASTE_SWIPES_MAX);
  if (rows.length === 0) return NO_TASTE;
  return learnTaste(
    rows.map(({ direction, ...dog }) => ({
      direction,
      dog: { ...dog, distance: origin ? distanceMiles(origin, dog) : null },
    })),
  );
}
