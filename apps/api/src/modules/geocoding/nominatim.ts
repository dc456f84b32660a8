// A Nominatim-compatible geocoding service (GEOCODER_URL, product §15):
// GET {url}/search?q=...&format=json&limit=1 -> [{ lat, lon, display_name }].
import type { GeocodeResult } from '@scout/domain';
import { z } from 'zod';

export const GEOCODER_TIMEOUT_MS = 5_000;
/** Nominatim's usage policy asks every client to name itself. */
export const GEOCODER_USER_AGENT = 'Scout';

const coordinate = z.union([z.number(), z.string().trim().min(1).transform(Number)]).pipe(z.number());
const nominatimResponseSchema = z.array(
  z.object({
    lat: coordinate.pipe(z.number().min(-90).max(90)),
    lon: coordinate.pipe(z.number().min(-180).max(180)),
    display_name: z.string(),
  }),
);

/** The service did not answer usefully (down, slow, an error status, or an unreadable answer). */
export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';
}

export async function searchNominatim(
  baseUrl: string,
  query: string,
  timeoutMs = GEOCODER_TIMEOUT_MS,
): Promise<GeocodeResult | null> {
  const url = new URL(`${baseUrl}/search`);
  url.search = new URLSearchParams({ q: query, format: 'json', limit: '1' }).toString();
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { 'user-agent': GEOCODER_USER_AGENT, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) throw new GeocoderUnavailableError(`geocoder answered ${response.status}`);
    body = await response.json();
  } catch (err) {
    if (err instanceof GeocoderUnavailableError) throw err;
    throw new GeocoderUnavailableError(`geocoder request failed: ${(err as Error).message}`, { cause: err });
  }
  const parsed = nominatimResponseSchema.safeParse(body);
  if (!parsed.success) throw new GeocoderUnavailableError('geocoder answer was not a Nominatim result list');
  const first = parsed.data[0];
  return first ? { latitude: first.lat, longitude: first.lon, displayName: first.display_name } : null;
}
