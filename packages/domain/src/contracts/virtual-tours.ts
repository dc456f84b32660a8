// Virtual meet & greets (product §2 "Virtual tour scheduler", §5, §7; product §3): an adopter
// asks for one of the nine hourly slots (09:00-17:00 in their own time, never on a Sunday or
// in the past), the dog's lister confirms or declines, the adopter may cancel.
import { z } from 'zod';
import { LISTER_TYPES, TOUR_STATUSES, type TourStatus } from '../constants.ts';
import { withThousands } from '../numbers.ts';

export const TOUR_NOTES_MAX_LENGTH = 1_000;
/** How far ahead a tour may be booked. */
export const TOUR_BOOKING_HORIZON_DAYS = 90;
export const TOUR_DATE_REQUIRED_MESSAGE = 'Please select a date';
export const TOUR_IN_PAST_MESSAGE = 'Please choose a time in the future.';
export const TOUR_TOO_FAR_MESSAGE = `Tours can be booked up to ${TOUR_BOOKING_HORIZON_DAYS} days ahead.`;
/** `GET /api/virtual-tours` answers at most this many (upcoming first). */
export const TOUR_LIST_MAX = 500;

/**
 * `POST /api/virtual-tours`: `scheduledAt` is the chosen slot as an ISO date-time with its
 * offset (stored as UTC). `dogId` is checked loosely: a malformed id is an unknown dog (404).
 */
export const tourInputSchema = z.strictObject({
  dogId: z.string().min(1, 'dogId must be a dog id').max(100, 'dogId must be a dog id'),
  scheduledAt: z.iso.datetime({ offset: true, error: TOUR_DATE_REQUIRED_MESSAGE }),
  notes: z
    .string()
    .trim()
    .max(TOUR_NOTES_MAX_LENGTH, `Notes can be at most ${withThousands(TOUR_NOTES_MAX_LENGTH)} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type TourInput = z.input<typeof tourInputSchema>;

/** A tour still on: it holds its slot, the lister may decline it and its adopter cancel it. */
export const OPEN_TOUR_STATUSES = ['requested', 'confirmed'] as const satisfies readonly TourStatus[];

/** The statuses each side may set: the lister answers a request, the adopter calls it off. */
export const TOUR_LISTER_STATUSES = ['confirmed', 'declined'] as const;
export const TOUR_ADOPTER_STATUSES = ['cancelled'] as const;

/** `PATCH /api/virtual-tours/:id`. */
export const tourPatchSchema = z.strictObject({ status: z.enum([...TOUR_LISTER_STATUSES, ...TOUR_ADOPTER_STATUSES]) });
export type TourPatch = z.infer<typeof tourPatchSchema>;

export const tourSchema = z.object({
  id: z.string(),
  dogId: z.string(),
  dog: z.object({ id: z.string(), name: z.string(), photos: z.array(z.string()) }),
  shelterName: z.string(),
  listerType: z.enum(LISTER_TYPES),
  adopterName: z.string(),
  scheduledAt: z.string(),
  notes: z.string().nullable(),
  status: z.enum(TOUR_STATUSES),
  createdAt: z.string(),
});
export type Tour = z.infer<typeof tourSchema>;

/**
 * `GET /api/virtual-tours`: an adopter's own tours, or a lister's tours of their dogs (removed
 * dogs' tours left out): the upcoming ones soonest first, then past ones latest first, so the
 * cap never hides an upcoming tour behind old ones. `dogId` narrows to one dog.
 */
export const tourListQuerySchema = z.strictObject({ dogId: z.string().max(100).optional() });
export const tourListSchema = z.array(tourSchema).max(TOUR_LIST_MAX);
