// Place names to coordinates (GET /api/geocode?q=), for the profile's location search.
import type { GeocodeResult } from '@scout/domain';
import { geocodeResultSchema } from '@scout/domain/contracts/geocode';
import { apiJson } from '@/lib/api-client';

/** The best match, or null when nothing matches (the server's 404). */
export async function geocode(query: string): Promise<GeocodeResult | null> {
  const data = await apiJson('GET', `/api/geocode?q=${encodeURIComponent(query)}`, { nullOn: 404 });
  return data === null ? null : geocodeResultSchema.parse(data);
}
