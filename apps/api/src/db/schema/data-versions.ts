// A counter per table whose readers keep data in memory ('dogs' and 'listers': discover's
// rankings and rows). A statement trigger bumps a table's counter on every insert, update,
// delete or truncate (migration 0003), so every writer (the API, seeds, another server on
// the same database) is counted without each remembering to. Concurrent bumps queue on the
// row's lock, so the counter never misses a commit.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** The versions of `dogs` and `listers` read together: what discover's and the map's in-memory caches hold for. */
export interface TableVersions {
  dogsVersion: number;
  listersVersion: number;
}
