// The map's two marker layers: dogs (clusters, single dogs and a crowded area's listers'
// groups, from supercluster) and shelters. Each renders nothing itself; it draws through
// Leaflet (use-marker-layer.ts).
import type { Map as LeafletMap, Marker } from 'leaflet';
import type { Shelter } from '@scout/domain';
import { withThousands } from '@scout/domain/numbers';
import { CLUSTER_MAX_ZOOM, type MapItem } from './dog-clusters';
import { clusterIcon, dogIcon, shelterIcon } from './marker-icons';
import { markMarkersDrawn } from './marker-performance';
import { useMarkerLayer, type MarkerSpec } from './use-marker-layer';

/** An item as drawn: whether it is the picked dog, and its unread messages (adopters only). */
export type DrawnItem = MapItem & { selected: boolean; unread: number };

/** A cluster, or one lister's group in a crowded area: a stack of photos with its number of dogs. */
function stackSpec(item: { key: string; latitude: number; longitude: number }, count: number, photo: string | null) {
  const dogs = `${withThousands(count)} ${count === 1 ? 'dog' : 'dogs'}`;
  return {
    key: item.key,
    latitude: item.latitude,
    longitude: item.longitude,
    label: `${dogs} here. Zoom in to see them`,
    // Over single dogs, so a neighbour never hides a cluster's count.
    options: { icon: clusterIcon({ photo, count }), title: dogs, zIndexOffset: 500 },
  };
}

function dogSpec(item: DrawnItem): MarkerSpec {
  if (item.kind === 'cluster') return stackSpec(item, item.count, item.photo);
  if (item.kind === 'group') return stackSpec(item, item.group.count, item.group.photo);
  return {
    // The selected dog is drawn larger and a new message adds a badge: a new key redraws just that marker.
    key: `${item.key}:${item.selected ? 'on' : 'off'}:${item.unread}`,
    latitude: item.latitude,
    longitude: item.longitude,
    label:
      item.unread > 0
        ? `${item.dog.name}, ${item.unread} unread ${item.unread === 1 ? 'message' : 'messages'}`
        : item.dog.name,
    options: {
      icon: dogIcon({ photo: item.dog.photo, selected: item.selected, unread: item.unread }),
      title: item.dog.name,
      zIndexOffset: item.selected ? 2000 : 0,
    },
  };
}

export function DogMarkerLayer({
  map,
  items,
  onSelectDog,
  onOpenCluster,
}: {
  map: LeafletMap | null;
  items: readonly DrawnItem[];
  onSelectDog: (item: Extract<DrawnItem, { kind: 'dog' }>) => void;
  onOpenCluster: (item: Extract<MapItem, { kind: 'cluster' | 'group' }>) => void;
}) {
  useMarkerLayer(
    map,
    items,
    dogSpec,
    (item) => (item.kind === 'dog' ? onSelectDog(item) : onOpenCluster(item)),
    markMarkersDrawn,
  );
  return null;
}

export function dogsAvailable(count: number): string {
  return `${count} ${count === 1 ? 'dog' : 'dogs'} available`;
}

/** The shelter's popup (shown on hover and keyboard focus): name, dogs available, location. */
function shelterPopup(shelter: Shelter): HTMLElement {
  const box = document.createElement('div');
  box.className = 'grid gap-0.5';
  const name = document.createElement('strong');
  name.className = 'text-base font-extrabold';
  name.textContent = shelter.shelterName;
  const dogs = document.createElement('span');
  dogs.className = 'font-bold text-brand-700';
  dogs.textContent = dogsAvailable(shelter.dogCount);
  const place = document.createElement('span');
  place.className = 'text-muted-foreground';
  place.textContent = shelter.location;
  box.append(name, dogs, place);
  return box;
}

function shelterSpec(shelter: Shelter, lifted: boolean): MarkerSpec {
  return {
    key: `s:${shelter.id}:${shelter.dogCount}:${lifted ? 'up' : 'mid'}`,
    latitude: shelter.latitude,
    longitude: shelter.longitude,
    label: `${shelter.shelterName}, ${dogsAvailable(shelter.dogCount)}`,
    // Above the dogs: the label floats over its own dogs' cluster.
    options: { icon: shelterIcon({ dogCount: shelter.dogCount, lifted }), zIndexOffset: 1000, riseOnHover: true },
    decorate: (marker: Marker) => {
      marker.bindTooltip(shelterPopup(shelter), {
        direction: 'top',
        offset: [0, lifted ? -58 : -18],
        className: 'scout-tooltip',
        opacity: 1,
      });
    },
  };
}

export function ShelterMarkerLayer({
  map,
  shelters,
  zoom,
  onOpenShelter,
}: {
  map: LeafletMap | null;
  shelters: readonly Shelter[];
  zoom: number;
  onOpenShelter: (shelter: Shelter) => void;
}) {
  // While the dogs are clustered the label floats above their cluster (marker-icons.ts).
  const lifted = zoom <= CLUSTER_MAX_ZOOM;
  useMarkerLayer(map, shelters, (shelter) => shelterSpec(shelter, lifted), onOpenShelter);
  return null;
}
