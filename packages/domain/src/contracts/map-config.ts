import { z } from 'zod';

/**
 * `GET /api/map-config`: where the map's background tiles come from, learned at run time so
 * one build serves every deployment (product §15). `tileUrl` is a Leaflet URL template
 * ({s}, {z}, {x}, {y}, {r}), or null for a plain background (offline use, tests).
 */
export const mapConfigSchema = z.object({
  tileUrl: z.string().nullable(),
  /** Plain text the map shows in its corner, as the tile provider asks. */
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
