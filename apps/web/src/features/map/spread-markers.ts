// Every dog sits at its lister's address (product §3), so a shelter's dogs share one exact
// point and would stack into a single marker no zoom level could separate. For display
// only, each lister's dogs are fanned out round that point on a sunflower spiral (even
// spacing, no overlap however many dogs), leaving the centre free for the shelter's own
// marker. Counting "in view" keeps using the true coordinates.
import type { DogMarker } from '@scout/domain';

/** The spiral's scale: neighbours end up about 1.8x this many metres apart. */
export const SPREAD_STEP_METRES = 28;
/**
 * The spiral starts this many places out, leaving an empty middle (about 60 m round the
 * point) where the shelter's label sits once the dogs are drawn one by one.
 */
const SPREAD_FIRST_PLACE = 5;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
const METRES_PER_DEGREE_LAT = 111_320;

export interface PlacedMarker extends DogMarker {
  /** Where the marker is drawn (near, not at, the true point). */
  displayLatitude: number;
  displayLongitude: number;
}

/** The display offset of the i-th dog (0-based) round a point, in metres east and north. */
export function sunflowerOffset(i: number, stepMetres = SPREAD_STEP_METRES): { east: number; north: number } {
  const radius = stepMetres * Math.sqrt(i + SPREAD_FIRST_PLACE);
  const angle = i * GOLDEN_ANGLE;
  return { east: radius * Math.sin(angle), north: radius * Math.cos(angle) };
}

/** The same dogs, each with a display position; a dog keeps its place however the list is ordered. */
export function spreadMarkers(markers: readonly DogMarker[]): PlacedMarker[] {
  const groups = new Map<string, DogMarker[]>();
  for (const marker of markers) {
    const key = `${marker.latitude},${marker.longitude}`;
    const group = groups.get(key);
    if (group) group.push(marker);
    else groups.set(key, [marker]);
  }
  const placed: PlacedMarker[] = [];
  for (const group of groups.values()) {
    // Sorted by id so filtering or refetching never shuffles the dogs that remain.
    group.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    group.forEach((marker, i) => {
      const { east, north } = sunflowerOffset(i);
      const metresPerDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((marker.latitude * Math.PI) / 180);
      placed.push({
        ...marker,
        displayLatitude: marker.latitude + north / METRES_PER_DEGREE_LAT,
        displayLongitude: marker.longitude + east / metresPerDegreeLng,
      });
    });
  }
  return placed;
}
