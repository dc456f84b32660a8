// What an adopter's own swipes teach the ranking (product §13, issue 7): the swiped dogs'
// attributes and how far each is from the adopter, learned by the shared domain model, so
// discover, the detail page, the liked list, Scout's chat and the profile's Learned
// Preferences all use one taste.
import { asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { distanceMiles, learnTaste, NO_TASTE, type LatLng, type LearnedTaste } from '@scout/domain/matching';
import type { Database } from '../../db/client.ts';
import { dogs, swipes } from '../../db/schema/index.ts';
import { matchDogColumns } from '../dogs/dogs.repository.ts';

/** The taste reads at most this many of the latest swipes (recent taste matters most). */
export const TASTE_SWIPES_MAX = 1_000;

/**
 * The dog attributes the taste reads, for this adopter's most recent swipes, with the dog and
 * when the swipe was last made (as PostgreSQL writes it, exact to the microsecond).
 */
async function swipedDogs(db: Database, adopterId: string, max: number) {
  return db
    .select({
      direction: swipes.direction,
      dogId: swipes.dogId,
      updatedAt: sql<string>`${swipes.updatedAt}::text`,
      ...matchDogColumns,
    })
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
  return tasteOf(await swipedDogs(db, adopterId, TASTE_SWIPES_MAX), origin);
}

/** An adopter's swipes as discover's kept rankings need them (discover.service.ts). */
export interface SwipeHistory {
  taste: LearnedTaste;
  /** False when the adopter has more swipes than the taste reads (`dogIds` then lacks the oldest). */
  complete: boolean;
  /** The dogs swiped. */
  dogIds: readonly string[];
  /** The latest swipe's `updated_at` as PostgreSQL writes it (exact to the microsecond); null without swipes. */
  upTo: string | null;
}

/** The learned taste (as loadLearnedTaste) with the swipes it was learned from, in one query. */
export async function loadSwipeHistory(db: Database, adopterId: string, origin: LatLng | null): Promise<SwipeHistory> {
  const rows = await swipedDogs(db, adopterId, TASTE_SWIPES_MAX);
  return {
    taste: tasteOf(rows, origin),
    complete: rows.length < TASTE_SWIPES_MAX,
    dogIds: rows.map((row) => row.dogId),
    upTo: rows[0]?.updatedAt ?? null,
  };
}

/** What the taste reads of a swipe. */
type SwipedDog = Omit<Awaited<ReturnType<typeof swipedDogs>>[number], 'dogId' | 'updatedAt'>;

function tasteOf(rows: readonly SwipedDog[], origin: LatLng | null): LearnedTaste {
  if (rows.length === 0) return NO_TASTE;
  return learnTaste(
    rows.map(({ direction, ...dog }) => ({
      direction,
      dog: { ...dog, distance: origin ? distanceMiles(origin, dog) : null },
    })),
  );
}

/**
 * Many adopters' learned tastes in one query (a lister's list of applications): for each,
 * the same latest TASTE_SWIPES_MAX swipes loadLearnedTaste reads, learned the same way.
 * `adopters`: each adopter's profile location (see loadLearnedTaste).
 */
export async function loadLearnedTastes(
  db: Database,
  adopters: ReadonlyMap<string, LatLng | null>,
): Promise<Map<string, LearnedTaste>> {
  const tastes = new Map<string, LearnedTaste>();
  if (adopters.size === 0) return tastes;
  const latest = db
    .select({
      adopterId: swipes.adopterId,
      direction: swipes.direction,
      ...matchDogColumns,
      recency: sql<number>`row_number() over (partition by ${swipes.adopterId} order by ${swipes.updatedAt} desc)`.as(
        'recency',
      ),
    })
    .from(swipes)
    .innerJoin(dogs, eq(dogs.id, swipes.dogId))
    .where(inArray(swipes.adopterId, [...adopters.keys()]))
    .as('latest');
  const rows = await db
    .select()
    .from(latest)
    .where(lte(latest.recency, TASTE_SWIPES_MAX))
    .orderBy(asc(latest.adopterId), asc(latest.recency));
  const byAdopter = new Map<string, SwipedDog[]>();
  for (const { adopterId, recency: _recency, ...row } of rows) {
    const list = byAdopter.get(adopterId);
    if (list) list.push(row);
    else byAdopter.set(adopterId, [row]);
  }
  for (const [adopterId, origin] of adopters) tastes.set(adopterId, tasteOf(byAdopter.get(adopterId) ?? [], origin));
  return tastes;
}
