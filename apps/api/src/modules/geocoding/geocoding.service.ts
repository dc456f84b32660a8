// City and address search for the profile's location block and the map (product §5, §15).
import type { GeocodeResult } from '@scout/domain';
import { notFound, serviceUnavailable } from '../../http-errors.ts';
import { searchGazetteer } from './gazetteer.ts';
import { GEOCODER_TIMEOUT_MS, GeocoderUnavailableError, searchNominatim } from './nominatim.ts';

export const LOCATION_NOT_FOUND = 'Location not found';
export const GEOCODER_UNAVAILABLE =
  'The location search service is not answering right now. Please try again in a moment.';

export interface GeocoderOptions {
  /** A Nominatim-compatible service; without it the bundled gazetteer answers. */
  url?: string;
  timeoutMs?: number;
  log?: (err: unknown) => void;
}

/** A place search: the place, or a 404 (not found) or 503 (the service is down) to answer with. */
export type Geocode = (query: string) => Promise<GeocodeResult>;

export function createGeocoder({ url, timeoutMs = GEOCODER_TIMEOUT_MS, log }: GeocoderOptions): Geocode {
  return async function geocode(query: string): Promise<GeocodeResult> {
    let result: GeocodeResult | null;
    if (url) {
      try {
        result = await searchNominatim(url, query, timeoutMs);
      } catch (err) {
        if (!(err instanceof GeocoderUnavailableError)) throw err;
        log?.(err);
        throw serviceUnavailable(GEOCODER_UNAVAILABLE);
      }
    } else {
      result = searchGazetteer(query);
    }
    if (!result) throw notFound(LOCATION_NOT_FOUND);
    return result;
  };
}
