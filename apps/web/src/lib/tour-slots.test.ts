import { describe, expect, it } from 'vitest';
import { TOUR_BOOKING_HORIZON_DAYS } from '@scout/domain/contracts/virtual-tours';
import {
  bookableSlots,
  isDaySelectable,
  isSlotBookable,
  lastTourDay,
  slotForDay,
  slotInstant,
  TOUR_SLOTS,
  tourScheduledAt,
} from './tour-slots';

// Dates are built in the local zone, as the calendar builds them, so these hold in any zone.
// Wednesday 11 June 2025, 08:30 in the morning.
const NOW = new Date(2025, 5, 11, 8, 30);
const day = (month: number, date: number) => new Date(2025, month, date);

describe('tour slots', () => {
  it('are the nine hours from 09:00 to 17:00', () => {
    expect(TOUR_SLOTS).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it("turn a calendar day and a slot into that hour in the browser's zone, sent as an ISO instant", () => {
    const at = slotInstant(day(5, 12), '14:00');
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual([
      2025, 5, 12, 14, 0,
    ]);
    const sent = tourScheduledAt(day(5, 12), '14:00');
    expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Date(sent).getTime()).toBe(at.getTime());
    // The time of day on the calendar's date does not matter.
    expect(tourScheduledAt(new Date(2025, 5, 12, 23, 59), '09:00')).toBe(new Date(2025, 5, 12, 9).toISOString());
  });

  it('offer only days from today to the horizon, never a Sunday', () => {
    expect(isDaySelectable(day(5, 10), NOW)).toBe(false); // yesterday
    expect(isDaySelectable(day(5, 11), NOW)).toBe(true); // today, slots left
    expect(isDaySelectable(day(5, 12), NOW)).toBe(true);
    expect(isDaySelectable(day(5, 15), NOW)).toBe(false); // a Sunday
    expect(isDaySelectable(day(5, 16), NOW)).toBe(true);
    const horizon = new Date(2025, 5, 11 + TOUR_BOOKING_HORIZON_DAYS);
    const beyond = new Date(2025, 5, 12 + TOUR_BOOKING_HORIZON_DAYS);
    expect(isDaySelectable(beyond, NOW)).toBe(false);
    // On the horizon's own day only slots up to this time of day remain: none before 08:30.
    expect(bookableSlots(horizon, NOW)).toEqual([]);
    expect(bookableSlots(horizon, new Date(2025, 5, 11, 12, 0))).toEqual(['09:00', '10:00', '11:00', '12:00']);
    expect(lastTourDay(NOW).getTime() - NOW.getTime()).toBe(TOUR_BOOKING_HORIZON_DAYS * 24 * 60 * 60 * 1000);
  });

  it("disable today's slots once they have passed, and today altogether after the last one", () => {
    const afternoon = new Date(2025, 5, 11, 14, 10);
    expect(bookableSlots(day(5, 11), afternoon)).toEqual(['15:00', '16:00', '17:00']);
    expect(isSlotBookable(day(5, 11), '14:00', afternoon)).toBe(false);
    expect(isSlotBookable(day(5, 12), '09:00', afternoon)).toBe(true);
    expect(isDaySelectable(day(5, 11), new Date(2025, 5, 11, 17, 0))).toBe(false);
  });

  it("keep the chosen slot when the new day has it, else move to that day's first free one", () => {
    const afternoon = new Date(2025, 5, 11, 14, 10);
    expect(slotForDay(day(5, 12), '10:00', afternoon)).toBe('10:00');
    expect(slotForDay(day(5, 11), '10:00', afternoon)).toBe('15:00');
    expect(slotForDay(day(5, 11), '16:00', afternoon)).toBe('16:00');
  });
});
