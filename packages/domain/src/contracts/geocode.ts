import { z } from 'zod';

export const GEOCODE_QUERY_MAX_LENGTH = 200;

/** `GET /api/geocode?q=Austin, TX`: a city or address search (product §5: non-empty trimmed text). */
export const geocodeQuerySchema = z.strictObject({
  q: z.string().trim().min(1, 'Enter a city or address').max(GEOCODE_QUERY_MAX_LENGTH),
});
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;

/** The best match; no match is a 404 `{ message: 'Location not found' }`. */
export const geocodeResultSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  displayName: z.string(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
