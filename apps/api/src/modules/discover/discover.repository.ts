// Discover's reads (decision 005): the candidates a ranking is built from, and the per-request
// reads prepared once per database. Drizzle queries only.
import type { SwipeDirection } from '@scout/domain';
import type { LatLng, MatchDog } from '@scout/domain/matching';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { earthPoint, milesBetween } from '../../db/earth-distance.ts';
import { adopterProfiles, dataVersions, dogs, listers, swipeCounts, swipes } from '../../db/schema/index.ts';
import {
  dogColumns,
  dogRowColumns,
  isAvailable,
  listerColumns,
  matchDogColumns,
  notSwipedBy,
  type DogRow,
  type ListedDog,
  type Point,
} from '../dogs/dogs.repository.ts';

/**
 * Discover's candidate pool: the `max` nearest available dogs this adopter has not swiped,
 * of which those within `radiusMiles` of `origin`, with only what the matching engine reads
 * and `knn`, the index's distance. Fewer than `max` rows means every such dog in range is
 * here. The KNN scan (`<->` on the GiST index) stops after `max` rows, so the cost stays
 * flat however many dogs are in range: a radius filter in the same query made PostgreSQL
 * read and sort every dog in range instead (36,000 rows for a 100-mile radius at a million
 * dogs). Rows come in any order.
 */
export function discoverPool(db: Database, adopterId: string, origin: Point, radiusMiles: number, max: number) {
  const nearest = db
    .select({
      id: dogs.id,
      ...matchDogColumns,
      knn: sql<number>`${knn(origin)}`.mapWith(Number).as('knn'),
      miles: sql<number>`${milesBetween(origin, dogs.position)}`.as('miles'),
    })
    .from(dogs)
    .where(and(isAvailable, notSwipedBy(db, adopterId)))
    // Ordered by the operator alone: a second key (the id) would stop the index from ordering.
    .orderBy(knn(origin))
    .limit(max)
    .as('nearest');
  return db
    .select()
    .from(nearest)
    .where(sql`${nearest.miles} <= ${radiusMiles}::float8`);
}

const knn = (origin: Point) => sql`${dogs.position} <-> ${earthPoint(origin)}`;

/** The versions of the tables discover keeps in memory (see data-versions.ts). */
const tableVersion = (name: 'dogs' | 'listers') =>
  sql<number>`(select ${dataVersions.version} from ${dataVersions} where ${dataVersions.name} = ${name})`.mapWith(
    Number,
  );

/** A swipe made or changed after a point in time, as discover's state read returns it. */
export interface RecentSwipe {
  dogId: string;
  direction: SwipeDirection;
  /** Made after that point (not a change of an older swipe). */
  isNew: boolean;
  /** As PostgreSQL wrote it, exact to the microsecond. */
  updatedAt: string;
  dog: MatchDog & LatLng;
}

/**
 * Discover's per-request reads, prepared once per database so PostgreSQL plans them once
 * per connection (planning cost more than running them). Id lists travel as one
 * comma-separated text parameter, so the statement is the same for any number of ids.
 */
export function prepareDiscoverQueries(db: Database) {
  const adopterId = sql.placeholder('adopterId');
  const idList = (name: string) => sql`string_to_array(${sql.placeholder(name)}, ',')::uuid[]`;
  const since = sql`${sql.placeholder('since')}::timestamptz`;

  /**
   * What decides whether kept rankings and rows still hold: the adopter's profile, the
   * versions of dogs and listers, how many dogs the adopter has swiped, and the swipes made
   * or changed after `since` (latest first, with what the taste reads of each dog). No
   * row: the adopter has no profile.
   */
  const state = db
    .select({
      profile: adopterProfiles,
      dogsVersion: tableVersion('dogs'),
      listersVersion: tableVersion('listers'),
      swipeCount:
        sql<number>`coalesce((select ${swipeCounts.count} from ${swipeCounts} where ${swipeCounts.adopterId} = ${adopterId}), 0)`.mapWith(
          Number,
        ),
      // Written with aliases: in a one-table select Drizzle names columns without their table.
      recent: sql<RecentSwipe[]>`(select coalesce(json_agg(json_build_object(
          'dogId', s.dog_id, 'direction', s.direction, 'isNew', s.created_at > ${since},
          'updatedAt', s.updated_at::text, 'dog', json_build_object(
            'name', d.name, 'size', d.size, 'ageCategory', d.age_category, 'energyLevel', d.energy_level,
            'temperament', d.temperament, 'goodWithKids', d.good_with_kids, 'goodWithDogs', d.good_with_dogs,
            'goodWithCats', d.good_with_cats, 'specialNeeds', d.special_needs,
            'latitude', d.latitude, 'longitude', d.longitude))
          order by s.updated_at desc), '[]'::json)
        from ${swipes} s inner join ${dogs} d on d.id = s.dog_id
        where s.adopter_id = ${adopterId} and s.updated_at > ${since})`,
    })
    .from(adopterProfiles)
    .where(eq(adopterProfiles.userId, adopterId))
    .prepare('discover_state');

  /** These dogs (any order) with their listers, unless removed. */
  const dogsWithListers = db
    .select({ dog: dogColumns, lister: listerColumns })
    .from(dogs)
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .where(and(sql`${dogs.id} = any(${idList('ids')})`, ne(dogs.status, 'removed')))
    .prepare('discover_dogs');

  return {
    /** `since`: a swipe's `updated_at` as PostgreSQL wrote it; null: no recent swipes wanted. */
    async state(adopter: string, since: string | null) {
      const [row] = await state.execute({ adopterId: adopter, since: since ?? 'infinity' });
      return row;
    },
    async dogs(ids: readonly string[]): Promise<ListedDog[]> {
      if (ids.length === 0) return [];
      return dogsWithListers.execute({ ids: ids.join(',') });
    },
  };
}

/** Available dogs this adopter has not swiped, newest first (discover without a profile). */
export async function newestUnswipedDogs(db: Database, adopterId: string, limit: number): Promise<DogRow[]> {
  return db
    .select(dogRowColumns(null))
    .from(dogs)
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .where(and(isAvailable, notSwipedBy(db, adopterId)))
    .orderBy(desc(dogs.createdAt), desc(dogs.id))
    .limit(limit);
}
