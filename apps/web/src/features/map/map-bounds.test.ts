import { latLngBounds } from 'leaflet';
import { describe, expect, it } from 'vitest';
import { bboxParam, boundsOf, contains } from './map-bounds';

describe('map bounds', () => {
  it('rounds outward to 4 decimals and writes the API bbox order', () => {
    const bounds = boundsOf(latLngBounds([30.123456, -97.987654], [30.654321, -97.456789]));
    expect(bounds).toEqual({ west: -97.9877, south: 30.1234, east: -97.4567, north: 30.6544 });
    expect(bboxParam(bounds)).toBe('-97.9877,30.1234,-97.4567,30.6544');
  });

  it('clamps a view that reaches past the edge of the world', () => {
    expect(boundsOf(latLngBounds([-95, -250], [95, 250]))).toEqual({ west: -180, south: -90, east: 180, north: 90 });
  });

  it('tells what lies inside, edges included', () => {
    const bounds = { west: -98, south: 30, east: -97, north: 31 };
    expect(contains(bounds, 30.5, -97.5)).toBe(true);
    expect(contains(bounds, 30, -98)).toBe(true);
    expect(contains(bounds, 31.01, -97.5)).toBe(false);
    expect(contains(bounds, 30.5, -96.9)).toBe(false);
  });
});
