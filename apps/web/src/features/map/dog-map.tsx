// The Leaflet map itself: tiles (or a plain background) and the attribution,
// reporting its map instance and every settled view to the page. Markers are drawn by the
// layers in map-layers.tsx.
import { useEffect } from 'react';
import { GridLayer, type Map as LeafletMap } from 'leaflet';
import { AttributionControl, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM } from '@scout/domain/constants';
import type { MapConfig } from '@scout/domain/contracts/map-config';
import { boundsOf, MAP_MIN_ZOOM, type Bounds } from './map-bounds';
import { escapeHtml } from './marker-icons';
import type { MapStart } from './use-map-start';

export interface MapView {
  bounds: Bounds;
  zoom: number;
}

/** Hands the Leaflet map to the page, and reports each view once a move or zoom has ended. */
function MapEvents({
  onReady,
  onView,
  onBackgroundClick,
}: {
  onReady: (map: LeafletMap) => void;
  onView: (view: MapView) => void;
  onBackgroundClick: () => void;
}) {
  const map = useMapEvents({
    moveend: () => onView({ bounds: boundsOf(map.getBounds()), zoom: map.getZoom() }),
    click: () => onBackgroundClick(),
  });
  useEffect(() => {
    onReady(map);
    onView({ bounds: boundsOf(map.getBounds()), zoom: map.getZoom() });
    // Once per map: later views arrive through moveend.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);
  return null;
}

/**
 * Without tiles (TILE_URL=none: offline use and tests) a faint grid moves with the map, so a
 * pan still looks like one.
 */
class PlainGridLayer extends GridLayer {
  protected override createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = 'scout-plain-tile';
    return tile;
  }
}

function PlainBackground() {
  const map = useMap();
  useEffect(() => {
    const grid = new PlainGridLayer().addTo(map);
    return () => {
      grid.remove();
    };
  }, [map]);
  return null;
}

export function DogMap({
  start,
  config,
  onReady,
  onView,
  onBackgroundClick,
}: {
  start: MapStart;
  config: MapConfig;
  onReady: (map: LeafletMap) => void;
  onView: (view: MapView) => void;
  onBackgroundClick: () => void;
}) {
  return (
    <MapContainer
      center={[start.latitude, start.longitude]}
      zoom={MAP_DEFAULT_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      minZoom={MAP_MIN_ZOOM}
      // The zoom buttons sit in the page's toolbar (map-page.tsx): over the map they would
      // cover the markers beneath them, leaving those too small to tap.
      zoomControl={false}
      attributionControl={false}
      worldCopyJump={false}
      className="size-full"
    >
      {config.tileUrl ? (
        <>
          <TileLayer url={config.tileUrl} maxZoom={MAP_MAX_ZOOM} attribution={escapeHtml(config.attribution)} />
          <AttributionControl position="bottomright" prefix={false} />
        </>
      ) : (
        <PlainBackground />
      )}
      <MapEvents onReady={onReady} onView={onView} onBackgroundClick={onBackgroundClick} />
    </MapContainer>
  );
}
