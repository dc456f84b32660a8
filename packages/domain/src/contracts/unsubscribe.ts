// `GET|POST /api/unsubscribe?token=` (product §16.6): the link in every email's footer and
// its List-Unsubscribe header. It works signed out; the signed token names the person and
// which emails to stop. POST is the one-click unsubscribe of RFC 8058.
import { z } from 'zod';

/** Which emails a link stops: one setting of `/api/notification-settings`, or all of them. */
export const UNSUBSCRIBE_TOPICS = ['messages', 'toursAndApplications', 'newDogAlerts', 'all'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 200;
export const INVALID_UNSUBSCRIBE_TOKEN_MESSAGE =
  'This unsubscribe link is not valid. Open the link from the email again, or change your emails in Settings.';

export const unsubscribeQuerySchema = z.strictObject({
  token: z
    .string({ error: 'token is required' })
    .min(1, 'token is required')
    .max(UNSUBSCRIBE_TOKEN_MAX_LENGTH, INVALID_UNSUBSCRIBE_TOKEN_MESSAGE),
});

/** What the link is about, and whether those emails are still on. */
export const unsubscribeStatusSchema = z.object({
  topic: z.enum(UNSUBSCRIBE_TOPICS),
  /** true while at least one email the topic covers is on. */
  subscribed: z.boolean(),
});
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;
