// Request counts for the rate limits, kept in the database so that every server process on
// it counts the same requests (decisions §13): `rateLimits` is Better Auth's own table
// (`rateLimit.storage: 'database'`: sign-in, sign-up, password change, emails), its property
// names as Better Auth's fields; `requestCounts` holds the counts of the limits Scout sets
// on its own routes (place search, Scout's chat), a fixed window per key (rate-limit-store.ts).
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

export const rateLimits = pgTable('rate_limits', {
  id: id(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  /** Milliseconds since the epoch, as Better Auth writes it. */
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const requestCounts = pgTable(
  'request_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_counts_window_ends_at_idx').on(t.windowEndsAt)],
);
