// A shelter or a private owner who lists dogs: one per shelter/owner user.
import { LISTER_TYPES, type ListerType } from '@scout/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, isOneOf, optionalTimestamp, updatedAt } from './columns.ts';

export const listers = pgTable(
  'listers',
  {
    id: id(),
    // SET NULL, not cascade: when a lister deletes their account, adopters' conversations
    // about their dogs must stay readable (product §11).
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<ListerType>().notNull(),
    // Shelter name, or the owner's FULL name: private, the public name is "{first} (Owner)".
    name: text('name').notNull(),
    /** "City, ST" as the lister gave it. */
    location: text('location').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    licenseNumber: text('license_number'),
    description: text('description'),
    /** An owner's reason for rehoming: private, never presented. */
    reason: text('reason'),
    isVerified: boolean('is_verified').notNull().default(false),
    deletedAt: optionalTimestamp('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('listers_type_check', isOneOf(t.type, LISTER_TYPES)),
    index('listers_type_idx').on(t.type),
    // Listers whose point lies in a map view: the shelters' labels (GET /api/shelters?bbox)
    // and a wide view's groups (decision 019).
    index('listers_point_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export type ListerRecord = typeof listers.$inferSelect;
export type NewListerRecord = typeof listers.$inferInsert;
