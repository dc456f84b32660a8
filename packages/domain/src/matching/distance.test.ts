import { expect, it } from 'vitest';
import { distanceMiles, EARTH_RADIUS_MILES } from './distance.ts';

const austin = { latitude: 30.2672, longitude: -97.7431 };
const dallas = { latitude: 32.7767, longitude: -96.797 };

it('Austin to Dallas is about 182 miles, either way', () => {
  expect(distanceMiles(austin, dallas)).toBeGreaterThan(179);
  expect(distanceMiles(austin, dallas)).toBeLessThan(185);
  expect(distanceMiles(dallas, austin)).toBeCloseTo(distanceMiles(austin, dallas), 9);
});

it('is zero for the same point and bounded by half the Earth’s circumference', () => {
  expect(distanceMiles(austin, austin)).toBe(0);
  const antipode = { latitude: -austin.latitude, longitude: austin.longitude + 180 };
  expect(distanceMiles(austin, antipode)).toBeCloseTo(Math.PI * 3958.8, 3);
});

it('measures on the Earth’s mean radius, one radian being EARTH_RADIUS_MILES', () => {
  expect(EARTH_RADIUS_MILES).toBe(3958.8);
  const oneRadianNorth = { latitude: austin.latitude + 180 / Math.PI, longitude: austin.longitude };
  expect(distanceMiles(austin, oneRadianNorth)).toBeCloseTo(EARTH_RADIUS_MILES, 6);
});
