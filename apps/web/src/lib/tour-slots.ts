// The virtual tour's nine hourly slots (product §3, §5, §9): 09:00 to 17:00 in the
// adopter's own time zone, never on a Sunday, and only instants the server accepts: ahead
// of now and within the booking horizon. The server cannot know the adopter's zone, so these
// rules live here and the chosen slot travels as an instant (stored as UTC).
import { TOUR_FIRST_HOUR, TOUR_LAST_HOUR } from '@scout/domain/constants';
import { TOUR_BOOKING_HORIZON_DAYS } from '@scout/domain/contracts/virtual-tours';

const HOUR_MS = 60 * 60 * 1000;
/** Measured in elapsed time, as the server measures it, so a slot allowed here is allowed there. */
const HORIZON_MS = TOUR_BOOKING_HORIZON_DAYS * 24 * HOUR_MS;
const SUNDAY = 0;

/** '09:00' ... '17:00'. */
export const TOUR_SLOTS: readonly string[] = Array.from(
  { length: TOUR_LAST_HOUR - TOUR_FIRST_HOUR + 1 },
  (_, i) => `${String(TOUR_FIRST_HOUR + i).padStart(2, '0')}:00`,
);

/** The instant of `slot` ('HH:mm') on `day`'s calendar date, in this browser's time zone. */
export function slotInstant(day: Date, slot: string): Date {
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, 0, 0);
}

/** What `POST /api/virtual-tours` takes as `scheduledAt`: the slot's instant as an ISO date-time. */
export function tourScheduledAt(day: Date, slot: string): string {
  return slotInstant(day, slot).toISOString();
}

/** Whether the slot on that day is still ahead and within the booking horizon. */
export function isSlotBookable(day: Date, slot: string, now: Date): boolean {
  const at = slotInstant(day, slot).getTime();
  return at > now.getTime() && at <= now.getTime() + HORIZON_MS;
}

export function bookableSlots(day: Date, now: Date): string[] {
  return TOUR_SLOTS.filter((slot) => isSlotBookable(day, slot, now));
}

/**
 * Whether the calendar offers the day: not a Sunday and with a slot left, which rules out
 * days before today, today once its last slot has passed, and days past the horizon.
 */
export function isDaySelectable(day: Date, now: Date): boolean {
  return day.getDay() !== SUNDAY && bookableSlots(day, now).length > 0;
}

/** The last day with a bookable slot, for the calendar's navigation. */
export function lastTourDay(now: Date): Date {
  return new Date(now.getTime() + HORIZON_MS);
}

/** The slot to keep when the day changes: `preferred` if still bookable, else that day's first free one. */
export function slotForDay(day: Date, preferred: string, now: Date): string {
  if (isSlotBookable(day, preferred, now)) return preferred;
  return bookableSlots(day, now)[0] ?? preferred;
}
