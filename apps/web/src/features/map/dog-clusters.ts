// Clustering the dog markers with supercluster, so the map stays smooth with thousands of
// dogs: the index is built once per set of (filtered) markers, and each view asks it only
// for the clusters and dogs inside the visible area.
import Supercluster from 'supercluster';
import type { Bounds } from './map-bounds';
import type { PlacedMarker } from './spread-markers';

/** Markers closer than this many pixels merge into a cluster. */
export const CLUSTER_RADIUS_PX = 56;
/**
 * Above this zoom every dog is drawn on its own. The fan-out's spacing (spread-markers.ts)
 * keeps neighbours about a marker's width apart at zoom 17, so they no longer need grouping.
 */
export const CLUSTER_MAX_ZOOM = 16;

interface ClusterProps {
  /** One member's photo, so a cluster shows a dog rather than only a number. */
  photo: string | null;
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
  | { kind: 'dog'; key: string; dog: PlacedMarker; latitude: number; longitude: number };

export type DogIndex = Supercluster<PlacedMarker, ClusterProps>;

export function buildDogIndex(dogs: readonly PlacedMarker[]): DogIndex {
  const index = new Supercluster<PlacedMarker, ClusterProps>({
    radius: CLUSTER_RADIUS_PX,
    // Leaflet's tiles are 256 px (supercluster assumes 512), so the radius is in screen pixels.
    extent: 256,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (dog) => ({ photo: dog.photo }),
    reduce: (acc, other) => {
      acc.photo ??= other.photo;
    },
  });
  return index.load(
    dogs.map((dog) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [dog.displayLongitude, dog.displayLatitude] },
      properties: dog,
    })),
  );
}

/** The clusters and single dogs to draw for this area and zoom. */
export function itemsInView(index: DogIndex, bounds: Bounds, zoom: number): MapItem[] {
  return index.getClusters([bounds.west, bounds.south, bounds.east, bounds.north], Math.floor(zoom)).map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      return {
        kind: 'cluster',
        // Ids are only unique within one index; the count and position tell rebuilt ones apart.
        key: `c:${props.cluster_id}:${props.point_count}:${latitude.toFixed(6)},${longitude.toFixed(6)}`,
        clusterId: props.cluster_id,
        latitude,
        longitude,
        count: props.point_count,
        photo: props.photo,
      };
    }
    const dog = props as PlacedMarker;
    return { kind: 'dog', key: `d:${dog.id}`, dog, latitude, longitude };
  });
}
