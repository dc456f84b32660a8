// Clustering the dog markers with supercluster, so the map stays smooth with thousands of
// dogs: the index is built once per set of markers, and each view asks it only for the
// clusters and dogs inside the visible area. A crowded view's groups (decision 019) are
// clustered the same way, each weighing its dogs, so a cluster's count is always dogs,
// never points.
import Supercluster from 'supercluster';
import type { DogGroup } from '@scout/domain/contracts/map-groups';
import type { Bounds } from './map-bounds';
import type { PlacedMarker } from './spread-markers';

/** Markers closer than this many pixels merge into a cluster. */
export const CLUSTER_RADIUS_PX = 56;
/**
 * Above this zoom every dog is drawn on its own. The fan-out's spacing (spread-markers.ts)
 * keeps neighbours about a marker's width apart at zoom 17, so they no longer need grouping.
 */
export const CLUSTER_MAX_ZOOM = 16;

/** What the index holds: a dog, or a group whose `count` is its dogs that pass the filters. */
export type MapPoint = { kind: 'dog'; dog: PlacedMarker } | { kind: 'group'; group: DogGroup };

interface ClusterProps {
  /** One member's photo, so a cluster shows a dog rather than only a number. */
  photo: string | null;
  /** Its dogs: a dog counts 1, a group its count. */
  dogs: number;
}

export type MapItem =
  | {
      kind: 'cluster';
      key: string;
      clusterId: number;
      latitude: number;
      longitude: number;
      count: number;
      photo: string | null;
    }
  | { kind: 'dog'; key: string; dog: PlacedMarker; latitude: number; longitude: number }
  | { kind: 'group'; key: string; group: DogGroup; latitude: number; longitude: number };

export type DogIndex = Supercluster<MapPoint, ClusterProps>;

export function buildDogIndex(dogs: readonly PlacedMarker[], groups: readonly DogGroup[] = []): DogIndex {
  const index = new Supercluster<MapPoint, ClusterProps>({
    radius: CLUSTER_RADIUS_PX,
    // Leaflet's tiles are 256 px (supercluster assumes 512), so the radius is in screen pixels.
    extent: 256,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (point) =>
      point.kind === 'dog'
        ? { photo: point.dog.photo, dogs: 1 }
        : { photo: point.group.photo, dogs: point.group.count },
    reduce: (acc, other) => {
      acc.photo ??= other.photo;
      acc.dogs += other.dogs;
    },
  });
  const at = (longitude: number, latitude: number, properties: MapPoint) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [longitude, latitude] },
    properties,
  });
  return index.load([
    ...dogs.map((dog) => at(dog.displayLongitude, dog.displayLatitude, { kind: 'dog', dog })),
    ...groups.map((group) => at(group.longitude, group.latitude, { kind: 'group', group })),
  ]);
}

/**
 * A group of several listers has no id: its point (a grid square's dogs' mean, one per
 * square) tells it apart. The count is in the key, so a filter that changes it redraws it.
 */
const groupKey = (group: DogGroup) =>
  `g:${group.listerId ?? '*'}:${group.latitude.toFixed(6)},${group.longitude.toFixed(6)}:${group.count}`;

/** The clusters, single dogs and groups to draw for this area and zoom. */
export function itemsInView(index: DogIndex, bounds: Bounds, zoom: number): MapItem[] {
  return index.getClusters([bounds.west, bounds.south, bounds.east, bounds.north], Math.floor(zoom)).map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      return {
        kind: 'cluster',
        // Ids are only unique within one index; the count and position tell rebuilt ones apart.
        key: `c:${props.cluster_id}:${props.dogs}:${latitude.toFixed(6)},${longitude.toFixed(6)}`,
        clusterId: props.cluster_id,
        latitude,
        longitude,
        count: props.dogs,
        photo: props.photo,
      };
    }
    const point = props as MapPoint;
    return point.kind === 'dog'
      ? { kind: 'dog', key: `d:${point.dog.id}`, dog: point.dog, latitude, longitude }
      : { kind: 'group', key: groupKey(point.group), group: point.group, latitude, longitude };
  });
}
