import { z } from 'zod';
import {
  AGE_CATEGORIES,
  DOG_SIZES,
  DOG_STATUSES,
  ENERGY_LEVELS,
  LISTER_TYPES,
  TEMPERAMENT_TRAITS,
} from '../constants.ts';
import { latitudeSchema, longitudeSchema } from './profile.ts';

/**
 * A dog as every read returns it (spec §3). Scores are for the signed-in adopter:
 * `compatibilityScore` is null where no profile is known (decisions §7), `distance` is in
 * miles from the adopter (or the query point) and null without one.
 */
export const dogSchema = z.object({
  id: z.string(),
  name: z.string(),
  breed: z.string(),
  age: z.number(),
  ageCategory: z.enum(AGE_CATEGORIES),
  size: z.enum(DOG_SIZES),
  weight: z.number(),
  energyLevel: z.enum(ENERGY_LEVELS),
  temperament: z.array(z.enum(TEMPERAMENT_TRAITS)),
  goodWithKids: z.boolean(),
  goodWithDogs: z.boolean(),
  goodWithCats: z.boolean(),
  bio: z.string(),
  specialNeeds: z.string().nullable(),
  dayInLifeVideo: z.string().nullable(),
  vaccinated: z.boolean(),
  spayedNeutered: z.boolean(),
  photos: z.array(z.string()),
  status: z.enum(DOG_STATUSES),
  listerType: z.enum(LISTER_TYPES),
  listerId: z.string(),
  /** Shelter name, or "{first name} (Owner)" for private owners (decisions §8). */
  shelterName: z.string(),
  shelterAddress: z.string(),
  /** A private owner's phone and email are shown to signed-in users only (decisions §4). */
  shelterPhone: z.string().nullable(),
  shelterEmail: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  createdAt: z.string(),
  compatibilityScore: z.number().int().min(0).max(100).nullable(),
  compatibilityReasons: z.array(z.string()),
  distance: z.number().nullable(),
});
export type Dog = z.infer<typeof dogSchema>;

/** `GET /api/dogs/liked`: liked dogs, newest like first. */
export const likedDogSchema = dogSchema.extend({ likedAt: z.string() });
export type LikedDog = z.infer<typeof likedDogSchema>;

export const DOG_LIST_LIMIT = { default: 200, max: 500 } as const;
export const DISCOVER_LIMIT = { default: 50, max: 100 } as const;
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * `GET /api/dogs`: available dogs, newest first; with lat, lng and radius (miles) the dogs
 * in range, nearest first. Paged: the next page's cursor comes in `X-Next-Cursor` (decisions §7).
 */
export const dogListQuerySchema = z
  .strictObject({
    lat: z.coerce.number().pipe(latitudeSchema).optional(),
    lng: z.coerce.number().pipe(longitudeSchema).optional(),
    radius: z.coerce.number().positive().max(3000).optional(),
    limit: z.coerce.number().int().min(1).max(DOG_LIST_LIMIT.max).default(DOG_LIST_LIMIT.default),
    cursor: z.string().min(1).max(200).optional(),
  })
  .refine((q) => [q.lat, q.lng, q.radius].every((v) => v === undefined) || [q.lat, q.lng, q.radius].every((v) => v !== undefined), {
    message: 'Send lat, lng and radius together',
    path: ['radius'],
  });
export type DogListQuery = z.infer<typeof dogListQuerySchema>;

/** `GET /api/dogs/discover`: a fixed, ranked top page (decisions §7). */
export const discoverQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(DISCOVER_LIMIT.max).default(DISCOVER_LIMIT.default),
});

/** `GET /api/dogs` and `GET /api/dogs/discover`: a plain JSON array (paging lives in headers). */
export const dogListSchema = z.array(dogSchema);
/** `GET /api/dogs/liked`. */
export const likedDogListSchema = z.array(likedDogSchema);

/**
 * `GET /api/dogs/:id` and `/api/dogs/:id/similar`: an optional point to measure `distance`
 * from (a guest's local profile). A signed-in adopter's profile location is used otherwise.
 */
export const dogPointQuerySchema = z
  .strictObject({
    lat: z.coerce.number().pipe(latitudeSchema).optional(),
    lng: z.coerce.number().pipe(longitudeSchema).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: 'Send lat and lng together', path: ['lng'] });
export type DogPointQuery = z.infer<typeof dogPointQuerySchema>;

/** `GET /api/dogs/:id/similar`: at most this many other available dogs, most similar first (decisions §9). */
export const SIMILAR_DOGS_LIMIT = 6;
export const similarDogsSchema = z.array(dogSchema).max(SIMILAR_DOGS_LIMIT);
