// Dogs listed for adoption. Coordinates are copied from the lister so radius and map
// queries need no join.
import {
  AGE_CATEGORIES,
  DOG_SIZES,
  DOG_STATUSES,
  ENERGY_LEVELS,
  TEMPERAMENT_TRAITS,
  type AgeCategory,
  type DogSize,
  type DogStatus,
  type EnergyLevel,
  type TemperamentTrait,
} from '@scout/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { allOneOf, createdAt, id, isOneOf, optionalTimestamp, updatedAt } from './columns.ts';
import { listers } from './listers.ts';

/** earthdistance's point type (a cube): what the radius and nearest-first queries compare. */
const earth = customType<{ data: string; driverData: string }>({ dataType: () => 'earth' });

export const dogs = pgTable(
  'dogs',
  {
    id: id(),
    listerId: uuid('lister_id')
      .notNull()
      .references(() => listers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    breed: text('breed').notNull(),
    /** Years, fractional for puppies. */
    age: doublePrecision('age').notNull(),
    ageCategory: text('age_category').$type<AgeCategory>().notNull(),
    size: text('size').$type<DogSize>().notNull(),
    /** Pounds. */
    weight: doublePrecision('weight').notNull(),
    energyLevel: text('energy_level').$type<EnergyLevel>().notNull(),
    temperament: text('temperament').array().$type<TemperamentTrait[]>().notNull().default([]),
    goodWithKids: boolean('good_with_kids').notNull(),
    goodWithDogs: boolean('good_with_dogs').notNull(),
    goodWithCats: boolean('good_with_cats').notNull(),
    bio: text('bio').notNull(),
    specialNeeds: text('special_needs'),
    dayInLifeVideo: text('day_in_life_video'),
    vaccinated: boolean('vaccinated').notNull(),
    spayedNeutered: boolean('spayed_neutered').notNull(),
    /** Photo URLs; the first is the cover. */
    photos: text('photos').array().notNull().default([]),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /**
     * ll_to_earth(latitude, longitude), stored: computing it per row (a SQL function full of
     * trigonometry) was most of a radius query's time.
     */
    position: earth('position')
      .notNull()
      .generatedAlwaysAs(sql`ll_to_earth(latitude, longitude)`),
    status: text('status').$type<DogStatus>().notNull().default('available'),
    /**
     * The lister's own id for the dog (their shelter software's), from a CSV import: a
     * re-import matches it and updates the dog instead of listing it twice (issue 17).
     */
    externalId: text('external_id'),
    adoptedAt: optionalTimestamp('adopted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('dogs_age_category_check', isOneOf(t.ageCategory, AGE_CATEGORIES)),
    check('dogs_size_check', isOneOf(t.size, DOG_SIZES)),
    check('dogs_energy_level_check', isOneOf(t.energyLevel, ENERGY_LEVELS)),
    check('dogs_temperament_check', allOneOf(t.temperament, TEMPERAMENT_TRAITS)),
    check('dogs_status_check', isOneOf(t.status, DOG_STATUSES)),
    index('dogs_lister_id_idx').on(t.listerId),
    // One live dog per external id and lister: what a CSV re-import matches. A removed dog
    // lets its id go, so the same row imported again lists the dog anew.
    uniqueIndex('dogs_lister_external_id_unique')
      .on(t.listerId, t.externalId)
      .where(sql`${t.externalId} is not null and ${t.status} <> 'removed'`),
    // "available dogs, newest first" (the default list and its cursor).
    index('dogs_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    // Radius search (earth_box(point, metres) @> position) and nearest first (position <-> point).
    index('dogs_position_idx').using('gist', t.position),
    // The map's bounding-box queries (GET /api/dogs?view=map): available dogs whose
    // point(longitude, latitude) lies in the box, an exact test the GiST index answers for
    // any box shape, where a btree on (longitude, latitude) could narrow by longitude only.
    index('dogs_available_map_point_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.status} = 'available'`),
  ],
);

export type DogRecord = typeof dogs.$inferSelect;
export type NewDogRecord = typeof dogs.$inferInsert;
