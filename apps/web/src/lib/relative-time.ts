// When something happened, as the conversation list says it (product §4 "Relative time"):
// 'Just now' within the hour, then whole hours, then whole days, then the date itself.
import { format, isToday } from 'date-fns';
import { DATE_FORMATS } from '@scout/domain/constants';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/** When a message was sent, under it: the time today, the date and time before. */
export function formatMessageTime(at: string | Date): string {
  const when = new Date(at);
  return format(when, isToday(when) ? 'h:mm a' : DATE_FORMATS.shortWithTime);
}

/** `now` is for tests; a time slightly ahead of the device's clock also reads 'Just now'. */
export function formatRelativeTime(at: string | Date, now: Date = new Date()): string {
  const when = typeof at === 'string' ? new Date(at) : at;
  const elapsed = now.getTime() - when.getTime();
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < WEEK_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return format(when, DATE_FORMATS.short);
}
