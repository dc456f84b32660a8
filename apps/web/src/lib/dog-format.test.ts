import { describe, expect, it } from 'vitest';
import {
  energyLabel,
  formatAge,
  formatAgeOld,
  formatAgeShort,
  formatDistance,
  formatWeight,
  listerOf,
  telHref,
  videoThumbnailUrl,
} from './dog-format';

describe('dog-format', () => {
  it('says year for one and years otherwise', () => {
    expect(formatAge(1)).toBe('1 year');
    expect(formatAge(3)).toBe('3 years');
    expect(formatAge(0.5)).toBe('0.5 years');
    expect(formatAgeOld(1)).toBe('1 year old');
    expect(formatAgeOld(7)).toBe('7 years old');
    expect(formatAgeShort(1)).toBe('1 yr');
    expect(formatAgeShort(4)).toBe('4 yrs');
  });

  it('shows weights in lbs and distances to one decimal', () => {
    expect(formatWeight(32)).toBe('32 lbs');
    expect(formatDistance(3.24)).toBe('3.2 miles away');
    expect(formatDistance(0)).toBe('0.0 miles away');
    expect(formatDistance(12)).toBe('12.0 miles away');
    expect(formatDistance(null)).toBeNull();
    expect(formatDistance(undefined)).toBeNull();
  });

  it('labels every energy level', () => {
    expect(energyLabel('low')).toBe('Low Energy');
    expect(energyLabel('moderate')).toBe('Moderate');
    expect(energyLabel('high')).toBe('High Energy');
    expect(energyLabel('very_high')).toBe('Very High');
  });

  it("tells owners from shelters by the '(Owner)' marker and removes it", () => {
    expect(listerOf('Maria (Owner)')).toEqual({ name: 'Maria', isOwner: true });
    expect(listerOf('Austin Pets Alive')).toEqual({ name: 'Austin Pets Alive', isOwner: false });
  });

  it('derives the video thumbnail and phone links', () => {
    expect(videoThumbnailUrl('/videos/bella.mp4')).toBe('/videos/bella-thumb.jpg');
    expect(videoThumbnailUrl('https://cdn.test/a.mp4?x=1')).toBe('https://cdn.test/a-thumb.jpg?x=1');
    expect(telHref('(512) 555-0100')).toBe('tel:5125550100');
  });
});
