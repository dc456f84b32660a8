import { z } from 'zod';
import { AGE_CATEGORIES, DOG_SIZES, ENERGY_LEVELS, SWIPE_DIRECTIONS, TEMPERAMENT_TRAITS } from '../constants.ts';

/** `POST /api/swipes`: right = like, left = pass. Idempotent: the latest direction wins. */
export const swipeInputSchema = z.strictObject({
  dogId: z.uuid('dogId must be a dog id'),
  direction: z.enum(SWIPE_DIRECTIONS),
});
export type SwipeInput = z.infer<typeof swipeInputSchema>;

/** `GET /api/swipes` items. */
export const swipeSchema = z.object({
  dogId: z.string(),
  direction: z.enum(SWIPE_DIRECTIONS),
  createdAt: z.string(),
});
export type Swipe = z.infer<typeof swipeSchema>;

/**
 * What a guest's swipe remembers of the dog: the attributes the learned taste reads (the
 * server reads the same from its rows once the swipes move to an account), and where it is.
 */
export const guestSwipeDogSchema = z.object({
  size: z.enum(DOG_SIZES),
  ageCategory: z.enum(AGE_CATEGORIES),
  energyLevel: z.enum(ENERGY_LEVELS),
  temperament: z.array(z.enum(TEMPERAMENT_TRAITS)),
  goodWithKids: z.boolean(),
  goodWithDogs: z.boolean(),
  goodWithCats: z.boolean(),
  specialNeeds: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GuestSwipeDog = z.infer<typeof guestSwipeDogSchema>;

/** A guest's swipe in browser storage (product §3): timestamp in ms; `dog` is missing in swipes kept before it was. */
export const guestSwipeSchema = z.object({
  dogId: z.string(),
  direction: z.enum(SWIPE_DIRECTIONS),
  timestamp: z.number(),
  dog: guestSwipeDogSchema.optional(),
});
export type GuestSwipe = z.infer<typeof guestSwipeSchema>;

/** `GET /api/swipes` answers at most this many: the newest. Far more than a person swipes, and still one bounded read. */
export const SWIPES_LIST_MAX = 10_000;

/** `GET /api/swipes`: the adopter's own swipes, newest first (at most SWIPES_LIST_MAX). */
export const swipeListSchema = z.array(swipeSchema).max(SWIPES_LIST_MAX);

/** `DELETE /api/dogs/swipes`: how many of the adopter's swipes were removed. */
export const swipesResetSchema = z.object({ deleted: z.number().int().min(0) });
export type SwipesReset = z.infer<typeof swipesResetSchema>;
