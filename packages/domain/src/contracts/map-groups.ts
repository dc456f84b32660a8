// Crowded map views (decision 019). The map page asks `GET /api/dogs?view=map&group=auto`
// with its filters (map-filters.ts). A view holding at most MAP_GROUPS_OVER dogs that pass
// them is answered with their markers; a more crowded one with groups: one per lister (a
// lister's dogs share its point), or, when a view holds hundreds of listers, one per square of
// a grid across it. Counts are exact either way, and the answer stays small however many dogs
// there are.
import { z } from 'zod';
import { LISTER_TYPES } from '../constants.ts';
import { dogMarkerSchema } from './dogs.ts';

/** Past this many dogs in view (passing the filters), a `group=auto` answer holds groups instead of dogs. */
export const MAP_GROUPS_OVER = 1_000;

export const dogGroupSchema = z.object({
  /** The lister whose dogs these are; null when they are several nearby listers' dogs. */
  listerId: z.string().nullable(),
  listerType: z.enum(LISTER_TYPES).nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Its dogs in view that pass the filters. */
  count: z.number().int().positive(),
  /** The cover photo of its newest dog, or null. */
  photo: z.string().nullable(),
});
export type DogGroup = z.infer<typeof dogGroupSchema>;

/** `GET /api/dogs?view=map&group=auto&bbox=...`: the dogs in view, or their groups when crowded. */
export const mapAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dogs'), dogs: z.array(dogMarkerSchema).max(MAP_GROUPS_OVER) }),
  z.object({ kind: z.literal('groups'), groups: z.array(dogGroupSchema) }),
]);
export type MapAnswer = z.infer<typeof mapAnswerSchema>;
