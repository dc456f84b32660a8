// One row per view of a dog's detail page: the dashboards' "Total Views" (product §14).
import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id } from './columns.ts';
import { dogs } from './dogs.ts';

export const dogViews = pgTable(
  'dog_views',
  {
    id: id(),
    dogId: uuid('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    /** Null for guests and for viewers who later deleted their account. */
    viewerId: uuid('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('dog_views_dog_id_idx').on(t.dogId)],
);

export type DogViewRecord = typeof dogViews.$inferSelect;
