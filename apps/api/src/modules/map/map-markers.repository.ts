// The map's markers (GET /api/dogs?view=map): available dogs inside a longitude/latitude box,
// found through the partial GiST index on point(longitude, latitude). Prepared statements,
// planned once per connection.
import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AGE_CATEGORIES, DOG_SIZES, ENERGY_LEVELS, NO_MAP_FILTERS, type MapFilters } from '@scout/domain';
import type { Database } from '../../db/client.ts';
import { dataVersions, dogs, listerDogStats, listers, type TableVersions } from '../../db/schema/index.ts';
import type { Box } from './map-tiles.ts';

const markerColumns = {
  id: dogs.id,
  name: dogs.name,
  latitude: dogs.latitude,
  longitude: dogs.longitude,
  photo: sql<string | null>`${dogs.photos}[1]`,
  listerId: dogs.listerId,
  listerType: listers.type,
  size: dogs.size,
  ageCategory: dogs.ageCategory,
  energyLevel: dogs.energyLevel,
  goodWithKids: dogs.goodWithKids,
  goodWithDogs: dogs.goodWithDogs,
  goodWithCats: dogs.goodWithCats,
  /** Microseconds, so newest-first in Node matches created_at's order in SQL exactly. */
  createdMicros: sql<number>`(extract(epoch from ${dogs.createdAt}) * 1000000)::float8`.mapWith(Number),
};

/** The request's box, as prepared statements' parameters. */
function placeholderBox() {
  const coordinate = (name: keyof Box) => sql`${sql.placeholder(name)}::float8`;
  return sql`box(point(${coordinate('minLng')}, ${coordinate('minLat')}), point(${coordinate('maxLng')}, ${coordinate('maxLat')}))`;
}

function inBox() {
  const box = placeholderBox();
  return and(
    // A literal, not a parameter: the planner can then match the partial index's predicate
    // in the statements' generic plans too.
    sql`${dogs.status} = 'available'`,
    sql`point(${dogs.longitude}, ${dogs.latitude}) <@ ${box}`,
  );
}

/** Postgres array literals of the values each filter lets through (enumerations: no quoting needed). */
function filterParams(filters: MapFilters) {
  const any = (chosen: readonly string[], all: readonly string[]) =>
    `{${(chosen.length > 0 ? chosen : all).join(',')}}`;
  return {
    sizes: any(filters.sizes, DOG_SIZES),
    ages: any(filters.ages, AGE_CATEGORIES),
    energies: any(filters.energies, ENERGY_LEVELS),
    kids: filters.goodWithKids,
    dogs: filters.goodWithDogs,
    cats: filters.goodWithCats,
  };
}

export function prepareMapMarkerQueries(db: Database) {
  /** Up to `limit` dogs in the box, in no order (a tile's whole content). */
  const allInBox = db
    .select(markerColumns)
    .from(dogs)
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .where(inBox())
    .limit(sql.placeholder('limit'))
    .prepare('map_markers_all');

  // The page's filters as parameters (filterParams): each group's chosen values, or all of them
  // when none are chosen, and whether each "good with" trait is required.
  const text = (name: string) => sql`${sql.placeholder(name)}::text[]`;
  const required = (column: AnyColumn, name: string) => sql`(${column} or not ${sql.placeholder(name)}::boolean)`;
  const inBoxPassing = and(
    inBox(),
    sql`${dogs.size} = any(${text('sizes')})`,
    sql`${dogs.ageCategory} = any(${text('ages')})`,
    sql`${dogs.energyLevel} = any(${text('energies')})`,
    required(dogs.goodWithKids, 'kids'),
    required(dogs.goodWithDogs, 'dogs'),
    required(dogs.goodWithCats, 'cats'),
  );

  /**
   * The dogs in the box passing the filters, counted by lister (a crowded view's groups,
   * map-groups.ts), each row with its newest dog's photo, age and id.
   */
  const newestDog = (column: SQL) => sql`(array_agg(${column} order by ${dogs.createdAt} desc, ${dogs.id} desc))[1]`;
  const countedInBox = db
    .select({
      listerId: dogs.listerId,
      listerType: listers.type,
      latitude: dogs.latitude,
      longitude: dogs.longitude,
      dogs: sql<number>`count(*)::int`.mapWith(Number),
      photo: sql<string | null>`${newestDog(sql`${dogs.photos}[1]`)}`,
      newestId: sql<string>`${newestDog(sql`${dogs.id}`)}`,
      newestMicros: sql<number>`max(extract(epoch from ${dogs.createdAt}) * 1000000)::float8`.mapWith(Number),
    })
    .from(dogs)
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .where(inBoxPassing)
    .groupBy(dogs.listerId, listers.type, dogs.latitude, dogs.longitude)
    .prepare('map_markers_counted');

  /** The newest `limit` dogs in the box that pass the filters, each row carrying how many pass in all. */
  const newestInBox = db
    .select({ ...markerColumns, inView: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(dogs)
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .where(inBoxPassing)
    .orderBy(desc(dogs.createdAt), desc(dogs.id))
    .limit(sql.placeholder('limit'))
    .prepare('map_markers_newest');

  // The same expression and predicate as listers_point_idx, so its partial GiST index answers.
  const listerInBox = sql`${listers.deletedAt} is null and point(${listers.longitude}, ${listers.latitude}) <@ ${placeholderBox()}`;

  /** Listers (not deleted) whose point is in the box, with their available dogs (lister_dog_stats). */
  const listersInBox = db
    .select({
      listerId: listers.id,
      listerType: listers.type,
      latitude: listers.latitude,
      longitude: listers.longitude,
      dogs: listerDogStats.availableDogs,
    })
    .from(listers)
    .innerJoin(listerDogStats, eq(listerDogStats.listerId, listers.id))
    .where(and(listerInBox, sql`${listerDogStats.availableDogs} > 0`))
    .prepare('map_listers_in_box');

  /** How many available dogs the listers in the box have in all. */
  const dogsOfListersInBox = db
    .select({ dogs: sql<number>`coalesce(sum(${listerDogStats.availableDogs}), 0)::int`.mapWith(Number) })
    .from(listers)
    .innerJoin(listerDogStats, eq(listerDogStats.listerId, listers.id))
    .where(listerInBox)
    .prepare('map_dogs_of_listers_in_box');

  /** Each lister's newest available dog's cover photo. */
  const newestPhotos = db
    .selectDistinctOn([dogs.listerId], { listerId: dogs.listerId, photo: sql<string | null>`${dogs.photos}[1]` })
    .from(dogs)
    .where(sql`${dogs.status} = 'available' and ${dogs.listerId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(dogs.listerId, desc(dogs.createdAt), desc(dogs.id))
    .prepare('map_newest_photos');

  const versions = db
    .select({ name: dataVersions.name, version: dataVersions.version })
    .from(dataVersions)
    .where(inArray(dataVersions.name, ['dogs', 'listers']))
    .prepare('map_markers_versions');

  return {
    newestInBox: (box: Box, limit: number, filters = NO_MAP_FILTERS) =>
      newestInBox.execute({ ...box, ...filterParams(filters), limit }),
    allInBox: (box: Box, limit: number) => allInBox.execute({ ...box, limit }),
    countedInBox: (box: Box, filters: MapFilters) => countedInBox.execute({ ...box, ...filterParams(filters) }),
    listersInBox: (box: Box) => listersInBox.execute({ ...box }),
    dogsOfListersInBox: async (box: Box) => (await dogsOfListersInBox.execute({ ...box }))[0]?.dogs ?? 0,
    /** The newest available dog's photo of each of these listers, by lister. */
    async newestPhotos(listerIds: readonly string[]): Promise<Map<string, string | null>> {
      const rows = await newestPhotos.execute({ ids: `{${listerIds.join(',')}}` });
      return new Map(rows.map((row) => [row.listerId, row.photo]));
    },

    /** The versions of the tables markers are read from (a trigger bumps them on every write). */
    async versions(): Promise<TableVersions> {
      const rows = await versions.execute();
      const version = (name: string) => Number(rows.find((row) => row.name === name)?.version ?? 0);
      return { dogsVersion: version('dogs'), listersVersion: version('listers') };
    },
  };
}

export type MapMarkerRow = Awaited<ReturnType<ReturnType<typeof prepareMapMarkerQueries>['allInBox']>>[number];
export type ListerCountRow = Awaited<ReturnType<ReturnType<typeof prepareMapMarkerQueries>['listersInBox']>>[number];
