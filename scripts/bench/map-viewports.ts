// The map's requests as the bench sends them.

/**
 * The map's requests as a guest's browser sends them (no session): the default view, Austin
 * at zoom 11 in a phone-sized window, asked again and again (the server keeps whole answers
 * until a dog or lister changes); the same view moved a little on every request (a new box
 * each time, put together from the tiles the server keeps); and a desktop window zoomed out
 * to zoom 9 over central Texas; and the Austin view moved on every request with two filters
 * on. Views holding more than MAP_GROUPS_OVER dogs are answered with groups (decision 019).
 * What reading tiles from the database costs after a write is measured one request at a
 * time (markersAfterWrites).
 */
export const MAP_VIEWPORTS = [
  { name: 'Austin, zoom 11', box: [-97.95, 30.15, -97.55, 30.4], pan: false, filters: '' },
  {
    name: 'Austin, zoom 11, panned: a new box each request',
    box: [-97.95, 30.15, -97.55, 30.4],
    pan: true,
    filters: '',
  },
  { name: 'central Texas, zoom 9', box: [-99.5, 29.3, -96.0, 31.2], pan: false, filters: '' },
  {
    name: 'Austin, zoom 11, panned, small or medium dogs good with kids',
    box: [-97.95, 30.15, -97.55, 30.4],
    pan: true,
    filters: '&sizes=small,medium&goodWith=kids',
  },
] as const;

export type MapViewport = (typeof MAP_VIEWPORTS)[number];

const bboxParam = (box: readonly number[]) => box.map((n) => n.toFixed(5)).join(',');

/** The map page's request: markers, or groups when more than MAP_GROUPS_OVER dogs pass the filters. */
export const markersPath = (box: readonly number[], filters = '') =>
  `/api/dogs?view=map&group=auto&bbox=${bboxParam(box)}${filters}`;

/** The map page's other request for a view: the shelters' labels. */
export const sheltersPath = (box: readonly number[]) => `/api/shelters?bbox=${bboxParam(box)}`;

/** The box moved by the n-th step of a walk of 0.0003 degree steps (about 30 m), never the same twice. */
export function pannedBox(box: readonly number[], n: number): number[] {
  const east = (n % 1000) * 0.0003;
  const north = Math.floor(n / 1000) * 0.0003;
  return [box[0]! + east, box[1]! + north, box[2]! + east, box[3]! + north];
}
