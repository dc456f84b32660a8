// Draws a changing set of markers on a Leaflet map without React in the loop: markers are
// keyed, and each update adds only the new keys and removes only the gone ones, so a pan
// that keeps most markers costs almost nothing. Markers are keyboard buttons (Leaflet
// gives them role=button and a tab stop); Enter and Space act like a click.
import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  layerGroup,
  marker as leafletMarker,
  type LayerGroup,
  type Map as LeafletMap,
  type Marker,
  type MarkerOptions,
} from 'leaflet';

export interface MarkerSpec {
  key: string;
  latitude: number;
  longitude: number;
  options: MarkerOptions;
  /** The accessible name. */
  label: string;
  /** Optional extra set-up (a tooltip). */
  decorate?: (marker: Marker) => void;
}

export function useMarkerLayer<T>(
  map: LeafletMap | null,
  items: readonly T[],
  toSpec: (item: T) => MarkerSpec,
  onActivate: (item: T) => void,
  onDrawn?: (count: number) => void,
): void {
  const groupRef = useRef<LayerGroup | null>(null);
  const markersRef = useRef(new Map<string, Marker>());
  // The latest callbacks, so markers created earlier always call the current ones.
  const latest = useRef({ toSpec, onActivate, onDrawn });
  useLayoutEffect(() => {
    latest.current = { toSpec, onActivate, onDrawn };
  });

  useEffect(() => {
    if (!map) return;
    const group = layerGroup().addTo(map);
    const markers = markersRef.current;
    groupRef.current = group;
    return () => {
      group.remove();
      markers.clear();
      groupRef.current = null;
    };
  }, [map]);

  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    const markers = markersRef.current;
    const wanted = new Map<string, { item: T; spec: MarkerSpec }>();
    for (const item of items) {
      const spec = latest.current.toSpec(item);
      wanted.set(spec.key, { item, spec });
    }
    for (const [key, marker] of markers) {
      if (!wanted.has(key)) {
        group.removeLayer(marker);
        markers.delete(key);
      }
    }
    for (const [key, { item, spec }] of wanted) {
      if (markers.has(key)) continue;
      const marker = leafletMarker([spec.latitude, spec.longitude], { keyboard: true, ...spec.options });
      marker.on('click', () => latest.current.onActivate(item));
      spec.decorate?.(marker);
      marker.addTo(group);
      const element = marker.getElement();
      if (element) {
        element.setAttribute('aria-label', spec.label);
        element.addEventListener('keydown', (event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            latest.current.onActivate(item);
          }
        });
      }
      markers.set(key, marker);
    }
    latest.current.onDrawn?.(markers.size);
  }, [items, map]);
}
