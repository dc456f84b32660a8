// The map's requests as the bench sends them.

/**
 * The map's requests as a guest's browser sends them (no session): the default view, Austin
 * at zoom 11 in a phone-sized window, asked again and again (the server keeps whole answers
 * until a dog or lister changes); the same view moved a little on every request (a new box
 * each time, put together from the tiles the server keeps); and a desktop window zoomed out
 * to zoom 9 over central Texas. Views holding more than MAP_GROUPS_OVER dogs are answered
 * with listers' groups (decision 019). What reading tiles from the database costs after a write is measured
 * one request at a time (markersAfterWrites).
 */
export const MAP_VIEWPORTS = [
  { name: 'Austin, zoom 11', box: [-97.95, 30.15, -97.55, 30.4], pan: false },
  { name: 'Austin, zoom 11, panned: a new box each request', box: [-97.95, 30.15, -97.55, 30.4], pan: true },
  { name: 'central Texas, zoom 9', box: [-99.5, 29.3, -96.0, 31.2], pan: false },
] as const;

export type MapViewport = (typeof MAP_VIEWPORTS)[number];

/** The map page's request: markers, or listers' groups when the view holds more than MAP_GROUPS_OVER dogs. */
export const markersPath = ([minLng, minLat, maxLng, maxLat]: readonly number[]) =>
  `/api/dogs?view=map&group=auto&bbox=${[minLng, minLat, maxLng, maxLat].map((n) => n!.toFixed(5)).join(',')}`;

/** The box moved by the n-th step of a walk of 0.0003 degree steps (about 30 m), never the same twice. */
export function pannedBox(box: readonly number[], n: number): number[] {
  const east = (n % 1000) * 0.0003;
  const north = Math.floor(n / 1000) * 0.0003;
  return [box[0]! + east, box[1]! + north, box[2]! + east, box[3]! + north];
}
