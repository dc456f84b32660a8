import { latLngBounds } from 'leaflet';
import { describe, expect, it } from 'vitest';
import { bboxParam, boundsOf, contains, grown } from './map-bounds';

describe('map bounds', () => {
  it('rounds outward to 4 decimals and writes the API bbox order', () => {
    const bounds = boundsOf(latLngBounds([30.123456, -97.987654], [30.654321, -97.456789]));
    expect(bounds).toEqual({ west: -97.9877, south: 30.1234, east: -97.4567, north: 30.6544 });
    expect(bboxParam(bounds)).toBe('-97.9877,30.1234,-97.4567,30.6544');
  });

  it('clamps a view that reaches past the edge of the world', () => {
    expect(boundsOf(latLngBounds([-95, -250], [95, 250]))).toEqual({ west: -180, south: -90, east: 180, north: 90 });
  });

  it('grows a box by a share of its size on every side, rounded outward and kept inside the world', () => {
    expect(grown({ west: -98, south: 30, east: -97, north: 31 }, 0.2)).toEqual({
      west: -98.2,
      south: 29.8,
      east: -96.8,
      north: 31.2,
    });
    expect(grown({ west: 170, south: 80, east: 179, north: 89 }, 0.5)).toEqual({
      west: 165.5,
      south: 75.5,
      east: 180,
      north: 90,
    });
  });

  it('tells what lies inside, edges included', () => {
    const bounds = { west: -98, south: 30, east: -97, north: 31 };
    expect(contains(bounds, 30.5, -97.5)).toBe(true);
    expect(contains(bounds, 30, -98)).toBe(true);
    expect(contains(bounds, 31.01, -97.5)).toBe(false);
    expect(contains(bounds, 30.5, -96.9)).toBe(false);
  });
});
