// How many dogs each adopter has swiped, kept by triggers on `swipes` (migration 0012), so
// every writer (the API, a guest's migration, seeds, tests) is counted without each
// remembering to. Discover reads it with every request to know whether its kept ranking
// still knows all of the adopter's swipes (decision 018); counting the swipes themselves
// cost a read of every one of them.
import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const swipeCounts = pgTable('swipe_counts', {
  adopterId: uuid('adopter_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer('count').notNull(),
});
