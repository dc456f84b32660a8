// Video meet-and-greets an adopter books with a dog's lister.
import { TOUR_STATUSES, type TourStatus } from '@scout/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, isOneOf, updatedAt } from './columns.ts';
import { dogs } from './dogs.ts';

export const virtualTours = pgTable(
  'virtual_tours',
  {
    id: id(),
    adopterId: uuid('adopter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dogId: uuid('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    /** UTC instant of the slot chosen in the adopter's local time. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    notes: text('notes'),
    status: text('status').$type<TourStatus>().notNull().default('requested'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('virtual_tours_status_check', isOneOf(t.status, TOUR_STATUSES)),
    index('virtual_tours_adopter_scheduled_at_idx').on(t.adopterId, t.scheduledAt),
    index('virtual_tours_dog_scheduled_at_idx').on(t.dogId, t.scheduledAt),
    // One open tour per dog and slot, whoever books it (the service's row lock gives the clear 409 first).
    uniqueIndex('virtual_tours_open_slot_unique')
      .on(t.dogId, t.scheduledAt)
      .where(sql`${t.status} in ('requested', 'confirmed')`),
  ],
);

export type VirtualTourRecord = typeof virtualTours.$inferSelect;
export type NewVirtualTourRecord = typeof virtualTours.$inferInsert;
