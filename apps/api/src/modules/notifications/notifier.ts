// How other modules tell a person something happened (product §16.2). A service calls the
// notifier inside the transaction that makes the event, so an event never exists without
// its notification and a rolled-back event leaves none. One app has one notifier (app.ts);
// `onNotified` is where email delivery attaches: it runs in the same transaction, after the
// rows are written, so a job enqueued there is durable exactly when the event is.
import type { NotificationKind } from '@scout/domain';
import type { Database } from '../../db/client.ts';
import type { NotificationRecord } from '../../db/schema/index.ts';
import { findUnread, insertNotifications, refreshNotification } from './notifications.repository.ts';

/** One notification for one person. */
export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An in-app path (notificationLinks in notification-texts.ts). */
  link: string;
  /** The dog it is about, when there is one. */
  dogId?: string | null;
}

export interface NotifierHooks {
  /**
   * Called with every row written or refreshed, inside the event's transaction (`tx`). A
   * throw rolls the event back, so do only quick database work here (enqueue a job), never
   * send anything. A refreshed row keeps its id (see notifyLatest).
   */
  onNotified?: (tx: Database, rows: NotificationRecord[]) => Promise<void>;
}

export interface Notifier {
  /** Writes one notification. */
  notify(tx: Database, input: NotificationInput): Promise<NotificationRecord>;
  /** Writes one notification per input in one statement (many recipients). */
  notifyMany(tx: Database, inputs: NotificationInput[]): Promise<NotificationRecord[]>;
  /**
   * Keeps at most one unread notification per person, kind and link: an unread one gets the
   * new title and body and moves to the top (its id stays, `emailedAt` is cleared); otherwise
   * a new one is written. Messages use it so a busy conversation is one line in the list,
   * not twenty. The caller serialises concurrent calls for one link (messages lock their
   * conversation's row first).
   */
  notifyLatest(tx: Database, input: NotificationInput): Promise<NotificationRecord>;
}

const valuesOf = (input: NotificationInput) => ({
  userId: input.userId,
  kind: input.kind,
  title: input.title,
  body: input.body,
  link: input.link,
  dogId: input.dogId ?? null,
});

export function createNotifier(hooks: NotifierHooks = {}): Notifier {
  async function written(tx: Database, rows: NotificationRecord[]): Promise<NotificationRecord[]> {
    if (rows.length > 0 && hooks.onNotified) await hooks.onNotified(tx, rows);
    return rows;
  }

  const notifier: Notifier = {
    async notify(tx, input) {
      const [row] = await notifier.notifyMany(tx, [input]);
      if (!row) throw new Error('insert into notifications returned nothing');
      return row;
    },

    async notifyMany(tx, inputs) {
      return written(tx, await insertNotifications(tx, inputs.map(valuesOf)));
    },

    async notifyLatest(tx, input) {
      const unread = await findUnread(tx, input.userId, input.kind, input.link);
      if (!unread) return notifier.notify(tx, input);
      const [row] = await written(tx, [
        await refreshNotification(tx, unread.id, { title: input.title, body: input.body }),
      ]);
      return row!;
    },
  };
  return notifier;
}
