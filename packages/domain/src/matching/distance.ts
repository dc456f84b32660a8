// The one distance Scout measures (haversine, in miles), as the API, its SQL and the browser
// all show it. The SQL side (apps/api/src/db/earth-distance.ts) scales earthdistance's own
// sphere to this radius, so a dog at a radius filter's edge is exactly this far away.

/** The Earth's mean radius in miles: the one sphere every distance in Scout is measured on. */
export const EARTH_RADIUS_MILES = 3958.8;
const RADIANS = Math.PI / 180;

export interface LatLng {
  latitude: number;
  longitude: number;
}

export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = (b.latitude - a.latitude) * RADIANS;
  const dLng = (b.longitude - a.longitude) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
