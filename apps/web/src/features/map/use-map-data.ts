// The map's reads: where tiles come from, the dogs in the visible area (compact markers,
// decisions §8) and the shelters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DogMarker } from '@scout/domain';
import { dogMarkerListSchema, TOTAL_COUNT_HEADER } from '@scout/domain/contracts/dogs';
import { shelterListSchema } from '@scout/domain/contracts/listers';
import { mapConfigSchema, type MapConfig } from '@scout/domain/contracts/map-config';
import { apiRequest } from '@/lib/api-client';
import { DOGS_QUERY_KEY, MAP_CONFIG_QUERY_KEY, SHELTERS_QUERY_KEY } from '@/lib/query-keys';
import { bboxParam, type Bounds } from './map-bounds';

/** Without an answer the map still works, on a plain background. */
const NO_TILES: MapConfig = { tileUrl: null, attribution: '' };

export function useMapConfig(): { config: MapConfig | undefined } {
  const query = useQuery({
    queryKey: MAP_CONFIG_QUERY_KEY,
    queryFn: async () => mapConfigSchema.parse(await (await apiRequest('GET', MAP_CONFIG_QUERY_KEY[0])).json()),
  });
  return { config: query.isError ? NO_TILES : query.data };
}

export interface MarkersInArea {
  markers: DogMarker[];
  /** Dogs in the area, which is more than `markers.length` when the answer was capped. */
  total: number;
}

async function fetchMarkers(bbox: string, signal: AbortSignal): Promise<MarkersInArea> {
  // Not apiRequest: a pan that moves on cancels the answer it no longer needs.
  const res = await fetch(`/api/dogs?bbox=${bbox}&view=map`, { credentials: 'include', signal });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  const markers = dogMarkerListSchema.parse(await res.json());
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER));
  return { markers, total: Number.isFinite(total) && total >= markers.length ? total : markers.length };
}

/**
 * The dogs in `bounds`. While a new area loads, the previous answer stays on screen, so
 * markers never blink out during a pan. Under '/api/dogs' so anything that refreshes the
 * dog lists (a lister's edit) refreshes the map too.
 */
export function useMapMarkers(bounds: Bounds | null) {
  const bbox = bounds ? bboxParam(bounds) : '';
  return useQuery({
    queryKey: [...DOGS_QUERY_KEY, 'map', bbox],
    enabled: bounds !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchMarkers(bbox, signal),
  });
}

export function useShelters() {
  return useQuery({
    queryKey: SHELTERS_QUERY_KEY,
    queryFn: async () => shelterListSchema.parse(await (await apiRequest('GET', SHELTERS_QUERY_KEY[0])).json()),
  });
}
