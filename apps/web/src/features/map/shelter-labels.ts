// Shelters a mile or two apart would draw their labels on top of each other when zoomed
// out. Like any map's place names, a label that would overlap a bigger shelter's waits
// until zooming in makes room for it (its dogs still show in the clusters below).
import { CRS, latLng } from 'leaflet';
import type { Shelter } from '@scout/domain';

/** A fixed order for ties. Not localeCompare: a page's first use of it loads the browser's collation data, about 50 ms on a phone. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The room a label keeps around itself in pixels, about twice its size: in a city of a hundred
 * shelters only the biggest keep their labels until zooming in spreads them out.
 */
const LABEL_BOX = { width: 150, height: 90 };

export function placeShelterLabels<
  S extends Pick<Shelter, 'id' | 'dogCount' | 'latitude' | 'longitude' | 'shelterName'>,
>(shelters: readonly S[], zoom: number): S[] {
  const ordered = [...shelters].sort(
    (a, b) => b.dogCount - a.dogCount || byCodeUnits(a.shelterName, b.shelterName) || byCodeUnits(a.id, b.id),
  );
  const placed: { shelter: S; x: number; y: number }[] = [];
  for (const shelter of ordered) {
    const { x, y } = CRS.EPSG3857.latLngToPoint(latLng(shelter.latitude, shelter.longitude), Math.floor(zoom));
    const overlaps = placed.some((p) => Math.abs(p.x - x) < LABEL_BOX.width && Math.abs(p.y - y) < LABEL_BOX.height);
    if (!overlaps) placed.push({ shelter, x, y });
  }
  return placed.map((p) => p.shelter);
}
