// A person's own notifications and notification settings (product §16.1): the list newest
// first, paged by a cursor; marking some or all read; the settings, defaults until saved.
// Nobody reads or marks anyone else's.
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  isUuid,
  type NotificationList,
  type NotificationRead,
  type NotificationSettings,
} from '@scout/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../http-errors.ts';
import type { SessionUser } from '../../plugins/auth-session.ts';
import { presentNotification, presentSettings, settingsValues } from './notification-presenter.ts';
import {
  countUnread,
  findSettings,
  listNotifications,
  markNotificationsRead,
  upsertSettings,
} from './notifications.repository.ts';

/** The position after the last notification of a page: its created_at (to the microsecond) and id. */
const cursorSchema = z.tuple([z.literal('n'), z.iso.datetime({ precision: 6 }), z.uuid()]);

const encodeCursor = (key: z.infer<typeof cursorSchema>) => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) {
    throw badRequest('Invalid cursor: start again without one', [{ path: 'cursor', message: 'Invalid cursor' }]);
  }
  return { createdAt: result.data[1], id: result.data[2] };
}

export function createNotificationsService(db: Database) {
  return {
    /** `GET /api/notifications`: one page, newest first, and the next page's cursor (undefined on the last). */
    async list(
      user: SessionUser,
      query: { limit: number; cursor?: string | undefined },
    ): Promise<NotificationList & { nextCursor?: string }> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      const rows = await listNotifications(db, user.id, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      const nextCursor =
        rows.length > query.limit && last ? encodeCursor(['n', last.createdAtKey, last.id]) : undefined;
      return {
        notifications: page.map(presentNotification),
        unreadCount: await countUnread(db, user.id),
        nextCursor,
      };
    },

    /** `POST /api/notifications/read`: ids that are not the caller's (or not ids at all) mark nothing. */
    async markRead(user: SessionUser, input: NotificationRead): Promise<{ unreadCount: number }> {
      await markNotificationsRead(db, user.id, 'all' in input ? 'all' : input.ids.filter(isUuid));
      return { unreadCount: await countUnread(db, user.id) };
    },

    /** `GET /api/notification-settings`: the saved settings, or the defaults. */
    async settings(user: SessionUser): Promise<NotificationSettings> {
      const row = await findSettings(db, user.id);
      return row ? presentSettings(row) : DEFAULT_NOTIFICATION_SETTINGS;
    },

    /** `PUT /api/notification-settings`: the whole object, saved as it is. */
    async saveSettings(user: SessionUser, settings: NotificationSettings): Promise<NotificationSettings> {
      return presentSettings(await upsertSettings(db, user.id, settingsValues(settings)));
    },
  };
}
