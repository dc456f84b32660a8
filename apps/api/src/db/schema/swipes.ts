// An adopter's like (right) or pass (left) on a dog; one per adopter and dog, so a swipe
// sent twice (guest migration) is stored once.
import { SWIPE_DIRECTIONS, type SwipeDirection } from '@scout/domain';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, isOneOf, updatedAt } from './columns.ts';
import { dogs } from './dogs.ts';

export const swipes = pgTable(
  'swipes',
  {
    id: id(),
    adopterId: uuid('adopter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dogId: uuid('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<SwipeDirection>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('swipes_direction_check', isOneOf(t.direction, SWIPE_DIRECTIONS)),
    unique('swipes_adopter_id_dog_id_unique').on(t.adopterId, t.dogId),
    // The liked list, newest like first.
    index('swipes_adopter_direction_updated_at_idx').on(t.adopterId, t.direction, t.updatedAt.desc().nullsFirst()),
    // Likes per dog for the lister dashboards.
    index('swipes_dog_id_idx').on(t.dogId),
  ],
);

export type SwipeRecord = typeof swipes.$inferSelect;
export type NewSwipeRecord = typeof swipes.$inferInsert;
