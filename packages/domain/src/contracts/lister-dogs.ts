// A lister's dashboard list (`GET /api/lister/dogs`), its counts (`GET /api/lister/dogs/stats`)
// and changes to several dogs at once (`POST /api/lister/dogs/bulk`): a shelter with hundreds
// of dogs searches, filters, sorts and pages them instead of scrolling one long list.
import { z } from 'zod';
import { DOG_STATUSES } from '../constants.ts';

export const LISTER_DOG_SORTS = ['newest', 'name', 'views'] as const;
export type ListerDogSort = (typeof LISTER_DOG_SORTS)[number];
export const LISTER_DOGS_PAGE = { default: 24, max: 100 } as const;
/** Dogs one bulk change may name. */
export const LISTER_DOGS_BULK_MAX = 100;

/**
 * The dashboard's list: `q` matches a name or breed (any part, any case); without `status`
 * every dog that is not removed. Paged: the next page's cursor comes in `X-Next-Cursor`, the
 * number of dogs matching in `X-Total-Count`.
 */
export const listerDogsQuerySchema = z.strictObject({
  q: z.string().trim().max(100, 'At most 100 characters').optional(),
  status: z.enum(DOG_STATUSES).optional(),
  sort: z.enum(LISTER_DOG_SORTS).default('newest'),
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LISTER_DOGS_PAGE.max).default(LISTER_DOGS_PAGE.default),
});
export type ListerDogsQuery = z.input<typeof listerDogsQuerySchema>;

/** The dashboard's counts over every dog of the lister, whatever page is shown. */
export const listerDogStatsSchema = z.object({
  /** Dogs available now. */
  activeListings: z.number().int(),
  adopted: z.number().int(),
  /** Every dog not removed. */
  listed: z.number().int(),
  views: z.number().int(),
  inquiries: z.number().int(),
  interestedAdopters: z.number().int(),
});
export type ListerDogStats = z.infer<typeof listerDogStatsSchema>;

export const LISTER_DOG_BULK_ACTIONS = ['adopted', 'removed'] as const;
export type ListerDogBulkAction = (typeof LISTER_DOG_BULK_ACTIONS)[number];

/** Marks several dogs adopted, or removes them, as one dog's Mark as Adopted or Remove would. */
export const listerDogsBulkSchema = z.strictObject({
  action: z.enum(LISTER_DOG_BULK_ACTIONS),
  ids: z
    .array(z.uuid('Invalid dog id'))
    .min(1, 'Choose at least one dog')
    .max(LISTER_DOGS_BULK_MAX, `At most ${LISTER_DOGS_BULK_MAX} dogs at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each dog once'),
});
export type ListerDogsBulk = z.infer<typeof listerDogsBulkSchema>;
export const listerDogsBulkResultSchema = z.object({ changed: z.number().int() });
