// The map itself: Leaflet's map with the dog and shelter markers drawn on it. Leaflet needs a
// browser, so map-page.tsx loads this module in the browser only.
import { useMemo } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import type { Shelter } from '@scout/domain';
import type { MapConfig } from '@scout/domain/contracts/map-config';
import type { MapItem } from './dog-clusters';
import { DogMap, type MapView } from './dog-map';
import { DogMarkerLayer, ShelterMarkerLayer, type DrawnItem } from './map-layers';
import { placeShelterLabels } from './shelter-labels';
import type { MapStart } from './use-map-start';

export default function MapCanvas({
  start,
  config,
  map,
  items,
  shelters,
  zoom,
  onReady,
  onView,
  onBackgroundClick,
  onSelectDog,
  onOpenCluster,
  onOpenShelter,
}: {
  start: MapStart;
  config: MapConfig;
  map: LeafletMap | null;
  items: readonly DrawnItem[];
  /** The shelters near the view; their labels are placed here so none covers another. */
  shelters: readonly Shelter[];
  zoom: number;
  onReady: (map: LeafletMap) => void;
  onView: (view: MapView) => void;
  onBackgroundClick: () => void;
  onSelectDog: (item: Extract<DrawnItem, { kind: 'dog' }>) => void;
  onOpenCluster: (item: Extract<MapItem, { kind: 'cluster' | 'group' }>) => void;
  onOpenShelter: (shelter: Shelter) => void;
}) {
  const labels = useMemo(() => placeShelterLabels(shelters, zoom), [shelters, zoom]);
  return (
    <>
      {/* Isolated, so Leaflet's z-indexes stay inside the map and under our header, menus and toasts. */}
      <div className="absolute inset-0 isolate">
        <DogMap start={start} config={config} onReady={onReady} onView={onView} onBackgroundClick={onBackgroundClick} />
      </div>
      <DogMarkerLayer map={map} items={items} onSelectDog={onSelectDog} onOpenCluster={onOpenCluster} />
      <ShelterMarkerLayer map={map} shelters={labels} zoom={zoom} onOpenShelter={onOpenShelter} />
    </>
  );
}
