// The visible area as the API's bbox (product §3) and as a test for "in view".
import type { LatLngBounds } from 'leaflet';

/** Zoomed out further than this the world repeats sideways and the API's bbox no longer fits. */
export const MAP_MIN_ZOOM = 3;

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Leaflet's bounds, clamped to the one world the API knows (zoomed far out the view can
 * reach past ±180° longitude) and rounded outward to 4 decimals (about 10 m), so tiny
 * moves reuse the cached answer instead of asking again.
 */
export function boundsOf(leafletBounds: LatLngBounds): Bounds {
  const floor4 = (v: number) => Math.floor(v * 1e4) / 1e4;
  const ceil4 = (v: number) => Math.ceil(v * 1e4) / 1e4;
  return {
    west: floor4(clamp(leafletBounds.getWest(), -180, 180)),
    south: floor4(clamp(leafletBounds.getSouth(), -90, 90)),
    east: ceil4(clamp(leafletBounds.getEast(), -180, 180)),
    north: ceil4(clamp(leafletBounds.getNorth(), -90, 90)),
  };
}

/** The box grown on every side by `margin` times its size, clamped to the one world and rounded outward. */
export function grown(bounds: Bounds, margin: number): Bounds {
  const dLng = (bounds.east - bounds.west) * margin;
  const dLat = (bounds.north - bounds.south) * margin;
  return {
    west: Math.floor(clamp(bounds.west - dLng, -180, 180) * 1e4) / 1e4,
    south: Math.floor(clamp(bounds.south - dLat, -90, 90) * 1e4) / 1e4,
    east: Math.ceil(clamp(bounds.east + dLng, -180, 180) * 1e4) / 1e4,
    north: Math.ceil(clamp(bounds.north + dLat, -90, 90) * 1e4) / 1e4,
  };
}

/** `minLng,minLat,maxLng,maxLat`, the order of `GET /api/dogs?bbox=`. */
export function bboxParam(bounds: Bounds): string {
  return [bounds.west, bounds.south, bounds.east, bounds.north].join(',');
}

export function contains(bounds: Bounds, latitude: number, longitude: number): boolean {
  return latitude >= bounds.south && latitude <= bounds.north && longitude >= bounds.west && longitude <= bounds.east;
}
