// In-app notifications and the settings that decide which of them also come by email
// (product §16.1).
import { z } from 'zod';

/** What happened, one per event that notifies someone. */
export const NOTIFICATION_KINDS = [
  'message',
  'tour-requested',
  'tour-confirmed',
  'tour-declined',
  'tour-cancelled',
  'application-started',
  'application-withdrawn',
  'application-step',
  'application-completed',
  'application-closed',
  'new-dog',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Which email setting governs a kind (new-dog alerts have their own mode). */
export function notificationTopic(kind: NotificationKind): 'messages' | 'toursAndApplications' | 'newDogAlerts' {
  if (kind === 'message') return 'messages';
  if (kind === 'new-dog') return 'newDogAlerts';
  return 'toursAndApplications';
}

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An in-app path (`/messages/…`, `/dogs/…`, `/shelter-dashboard`), never an absolute URL. */
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: newest first; the next page's cursor in `X-Next-Cursor`. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 100;

export const notificationListQuerySchema = z.strictObject({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(NOTIFICATION_PAGE_MAX, `limit must be at most ${NOTIFICATION_PAGE_MAX}`)
    .default(NOTIFICATION_PAGE_DEFAULT),
  cursor: z.string().min(1).max(200).optional(),
});

/** `POST /api/notifications/read`: some of one's own notifications, or all of them. */
export const notificationReadSchema = z.union([
  z.strictObject({
    ids: z.array(z.string().min(1).max(100)).min(1, 'ids must name at least one notification').max(100),
  }),
  z.strictObject({ all: z.literal(true) }),
]);
export type NotificationRead = z.infer<typeof notificationReadSchema>;

/** What `POST /api/notifications/read` answers: the caller's unread count afterwards. */
export const notificationReadResultSchema = z.object({ unreadCount: z.number().int().min(0) });
export type NotificationReadResult = z.infer<typeof notificationReadResultSchema>;

export const ALERT_MODES = ['off', 'instant', 'daily'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];
export const ALERT_THRESHOLD_MIN = 50;
export const ALERT_THRESHOLD_MAX = 100;
export const ALERT_THRESHOLD_DEFAULT = 80;

/** `GET|PUT /api/notification-settings`: exactly this object; PUT takes all of it. */
export const notificationSettingsSchema = z.strictObject({
  messages: z.strictObject({ email: z.boolean() }),
  toursAndApplications: z.strictObject({ email: z.boolean() }),
  newDogAlerts: z.strictObject({
    mode: z.enum(ALERT_MODES),
    threshold: z
      .number()
      .int('threshold must be a whole number')
      .min(ALERT_THRESHOLD_MIN, `threshold must be at least ${ALERT_THRESHOLD_MIN}`)
      .max(ALERT_THRESHOLD_MAX, `threshold must be at most ${ALERT_THRESHOLD_MAX}`),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  messages: { email: true },
  toursAndApplications: { email: true },
  newDogAlerts: { mode: 'off', threshold: ALERT_THRESHOLD_DEFAULT },
};
