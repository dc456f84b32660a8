import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date(2026, 10, 24, 15, 30);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it("says 'Just now' for anything under an hour old, and for a clock running slightly ahead", () => {
    expect(formatRelativeTime(now, now)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * MINUTE + 59_000), now)).toBe('Just now');
    expect(formatRelativeTime(ago(-2 * MINUTE), now)).toBe('Just now');
  });

  it('counts whole hours under a day', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(5 * HOUR + 59 * MINUTE), now)).toBe('5h ago');
    expect(formatRelativeTime(ago(DAY - 1), now)).toBe('23h ago');
  });

  it('counts whole days under a week', () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), now)).toBe('6d ago');
  });

  it('gives the date from a week on', () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe('Nov 17, 2026');
    expect(formatRelativeTime(new Date(2025, 0, 3, 9, 0).toISOString(), now)).toBe('Jan 3, 2025');
  });
});
