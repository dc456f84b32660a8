// Each lister's available dogs, counted, with the sums of their positions, kept by triggers on
// `dogs` (migration 0013) so every writer (the API, imports, seeds, tests) is counted without
// each remembering to. Shelter reads (GET /api/shelters, the map's labels) take a shelter's
// dog count and its dogs' mean position from here: at a million dogs, counting a city's
// shelters' dogs on every read cost 20 ms of database time per request.
import { doublePrecision, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { listers } from './listers.ts';

export const listerDogStats = pgTable('lister_dog_stats', {
  listerId: uuid('lister_id')
    .primaryKey()
    .references(() => listers.id, { onDelete: 'cascade' }),
  availableDogs: integer('available_dogs').notNull(),
  latitudeSum: doublePrecision('latitude_sum').notNull(),
  longitudeSum: doublePrecision('longitude_sum').notNull(),
});
