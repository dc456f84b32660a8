// What Scout tells each person while they are away (product §16, §3.14): in-app notifications, and
// the settings that decide which also come by email and whether new dogs alert them.
import { ALERT_MODES, NOTIFICATION_KINDS, type AlertMode, type NotificationKind } from '@scout/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, isOneOf, optionalTimestamp, updatedAt } from './columns.ts';
import { dogs } from './dogs.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An in-app path: where it happened. */
    link: text('link').notNull(),
    /** The dog it is about, when there is one (a new-dog alert is sent once per dog and person). */
    dogId: uuid('dog_id').references(() => dogs.id, { onDelete: 'cascade' }),
    readAt: optionalTimestamp('read_at'),
    /** When its email went out (or was folded into a digest); null while none has. */
    emailedAt: optionalTimestamp('emailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_kind_check', isOneOf(t.kind, NOTIFICATION_KINDS)),
    // A person's list, newest first, paged by (created_at, id).
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // A new dog alerts each person once, however often the fan-out job is retried.
    uniqueIndex('notifications_new_dog_once')
      .on(t.userId, t.dogId)
      .where(sql`${t.kind} = 'new-dog'`),
    // The unread count: only the few not read yet.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    messagesEmail: boolean('messages_email').notNull().default(true),
    toursAndApplicationsEmail: boolean('tours_and_applications_email').notNull().default(true),
    alertMode: text('alert_mode').$type<AlertMode>().notNull().default('off'),
    alertThreshold: integer('alert_threshold').notNull().default(80),
    /** The last daily digest's time, so each alert goes into exactly one digest. */
    lastDigestAt: optionalTimestamp('last_digest_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('notification_settings_alert_mode_check', isOneOf(t.alertMode, ALERT_MODES)),
    check('notification_settings_alert_threshold_check', sql`${t.alertThreshold} between 50 and 100`),
    // The alert fan-out reads only adopters with alerts on.
    index('notification_settings_alerts_on_idx')
      .on(t.userId)
      .where(sql`${t.alertMode} <> 'off'`),
  ],
);

export type NotificationRecord = typeof notifications.$inferSelect;
export type NewNotificationRecord = typeof notifications.$inferInsert;
export type NotificationSettingsRecord = typeof notificationSettings.$inferSelect;
