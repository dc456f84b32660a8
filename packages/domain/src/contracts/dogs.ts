import { z } from 'zod';
import {
  AGE_CATEGORIES,
  DOG_SIZES,
  DOG_STATUSES,
  ENERGY_LEVELS,
  LISTER_TYPES,
  TEMPERAMENT_TRAITS,
} from '../constants.ts';
import { DOG_AGE, DOG_BIO_MIN_LENGTH, DOG_WEIGHT } from '../constants.ts';
import { mapFilterQueryFields } from './map-filters.ts';
import { latitudeSchema, longitudeSchema } from './profile.ts';
import { DOG_PHOTOS_MAX } from './uploads.ts';

/**
 * A dog as every read returns it (product §3). Scores are for the signed-in adopter:
 * `compatibilityScore` is null where no profile is known (product §13), `distance` is in
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
  /** Shelter name, or "{first name} (Owner)" for private owners (product §3). */
  shelterName: z.string(),
  shelterAddress: z.string(),
  /** A private owner's phone and email are shown to signed-in users only (product §6). */
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
 * in range, nearest first. Paged: the next page's cursor comes in `X-Next-Cursor` (product §13).
 * `view=list` is the default; `view=map` asks for the map's markers instead (dogsQuerySchema).
 */
export const dogListQuerySchema = z
  .strictObject({
    view: z.literal('list').optional(),
    lat: z.coerce.number().pipe(latitudeSchema).optional(),
    lng: z.coerce.number().pipe(longitudeSchema).optional(),
    radius: z.coerce.number().positive().max(3000).optional(),
    limit: z.coerce.number().int().min(1).max(DOG_LIST_LIMIT.max).default(DOG_LIST_LIMIT.default),
    cursor: z.string().min(1).max(200).optional(),
  })
  .refine(
    (q) =>
      [q.lat, q.lng, q.radius].every((v) => v === undefined) || [q.lat, q.lng, q.radius].every((v) => v !== undefined),
    {
      message: 'Send lat, lng and radius together',
      path: ['radius'],
    },
  );
export type DogListQuery = z.infer<typeof dogListQuerySchema>;

/** `GET /api/dogs/discover`: a fixed, ranked top page (product §13). */
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
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'Send lat and lng together',
    path: ['lng'],
  });
export type DogPointQuery = z.infer<typeof dogPointQuerySchema>;

/** `GET /api/dogs/:id/similar`: at most this many other available dogs, most similar first (product §14). */
export const SIMILAR_DOGS_LIMIT = 6;
export const similarDogsSchema = z.array(dogSchema).max(SIMILAR_DOGS_LIMIT);

const AGE_MESSAGE = `Age must be between ${DOG_AGE.min} and ${DOG_AGE.max}`;
const WEIGHT_MESSAGE = `Weight must be between ${DOG_WEIGHT.min} and ${DOG_WEIGHT.max} lbs`;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * A dog's photos, the first the cover: URLs of the lister's own uploads (`POST /api/uploads`)
 * or, when editing, photos the dog already has. The server checks whose they are.
 */
const dogPhotosSchema = z
  .array(z.string().min(1).max(500))
  .max(DOG_PHOTOS_MAX, `At most ${DOG_PHOTOS_MAX} photos`)
  .refine((photos) => new Set(photos).size === photos.length, 'Each photo once');

/** The Add a Dog form's fields (product §5, messages word for word). */
const dogFields = {
  name: z.string().trim().min(1, 'Name is required').max(60, 'At most 60 characters'),
  breed: z.string().trim().min(1, 'Breed is required').max(80, 'At most 80 characters'),
  age: z.number({ error: AGE_MESSAGE }).min(DOG_AGE.min, AGE_MESSAGE).max(DOG_AGE.max, AGE_MESSAGE),
  ageCategory: z.enum(AGE_CATEGORIES),
  size: z.enum(DOG_SIZES),
  weight: z.number({ error: WEIGHT_MESSAGE }).min(DOG_WEIGHT.min, WEIGHT_MESSAGE).max(DOG_WEIGHT.max, WEIGHT_MESSAGE),
  energyLevel: z.enum(ENERGY_LEVELS),
  temperament: z
    .array(z.enum(TEMPERAMENT_TRAITS))
    .min(1, 'Select at least one temperament trait')
    .max(TEMPERAMENT_TRAITS.length)
    .refine((traits) => new Set(traits).size === traits.length, 'Each trait once'),
  goodWithKids: z.boolean(),
  goodWithDogs: z.boolean(),
  goodWithCats: z.boolean(),
  bio: z
    .string()
    .trim()
    .min(DOG_BIO_MIN_LENGTH, `Bio must be at least ${DOG_BIO_MIN_LENGTH} characters`)
    .max(3000, 'At most 3000 characters'),
  specialNeeds: optionalText(1000),
  /** Optional http(s) link to a video (product §3). */
  dayInLifeVideo: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'Enter a link starting with http:// or https://' }).max(500),
    ])
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  vaccinated: z.boolean(),
  spayedNeutered: z.boolean(),
  photos: dogPhotosSchema,
};

/**
 * `POST /api/dogs` and the Add a Dog form. The same schema validates on the client and on
 * the server. `photos` may be left out (no photos yet).
 */
export const dogInputSchema = z.strictObject({ ...dogFields, photos: dogPhotosSchema.default([]) });
export type DogInput = z.input<typeof dogInputSchema>;

/**
 * `PATCH /api/dogs/:id`: any fields of the form (a field left out stays as it is; `photos`
 * replaces the list), and the lister may mark the dog adopted or available again. Built
 * from the fields without defaults, so a left-out `photos` never clears the dog's photos.
 */
export const dogPatchSchema = z
  .strictObject(dogFields)
  .partial()
  .extend({ status: z.enum(['available', 'adopted']).optional() });
export type DogPatch = z.input<typeof dogPatchSchema>;

/**
 * `GET /api/dogs/user`: the signed-in lister's dogs (not removed), newest first, with the
 * dashboards' real counts (product §14): detail-page views, conversations, likes.
 */
export const listerDogSchema = z.object({
  id: z.string(),
  name: z.string(),
  breed: z.string(),
  age: z.number(),
  size: z.enum(DOG_SIZES),
  weight: z.number(),
  bio: z.string(),
  photos: z.array(z.string()),
  status: z.enum(DOG_STATUSES),
  createdAt: z.string(),
  views: z.number().int(),
  inquiries: z.number().int(),
  interestedAdopters: z.number().int(),
});
export type ListerDog = z.infer<typeof listerDogSchema>;
export const listerDogListSchema = z.array(listerDogSchema);

/** The map's most markers per answer (product §3); `X-Total-Count` says how many are in view. */
export const MAP_MARKERS_MAX = 5_000;
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** `minLng,minLat,maxLng,maxLat`: a box on the map (edges inside). */
export const bboxSchema = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const texts = value.split(',');
    const parts = texts.map(Number);
    const [minLng, minLat, maxLng, maxLat] = parts;
    // Number('') is 0, so an empty part must be refused before it reads as the equator.
    const malformed =
      parts.length !== 4 || texts.some((t) => t.trim() === '') || parts.some((n) => !Number.isFinite(n));
    if (malformed || minLng! > maxLng! || minLat! > maxLat!) {
      ctx.addIssue({ code: 'custom', message: 'bbox is minLng,minLat,maxLng,maxLat' });
      return z.NEVER;
    }
    return { minLng: minLng!, minLat: minLat!, maxLng: maxLng!, maxLat: maxLat! };
  })
  .pipe(
    z.object({
      minLng: longitudeSchema,
      minLat: latitudeSchema,
      maxLng: longitudeSchema,
      maxLat: latitudeSchema,
    }),
  );

export type Bbox = z.infer<typeof bboxSchema>;

/**
 * `GET /api/dogs?bbox=minLng,minLat,maxLng,maxLat&view=map`: compact markers for the
 * visible area, with the attributes the map's local filters read.
 */
export const mapQuerySchema = z
  .strictObject({
    bbox: bboxSchema,
    view: z.literal('map'),
    /** `auto`: a crowded view is answered with groups (map-groups.ts); the answer is then an object. */
    group: z.literal('auto').optional(),
    /** The page's filters, which a `group=auto` answer applies (map-filters.ts). */
    ...mapFilterQueryFields,
  })
  .refine((q) => q.group === 'auto' || [q.sizes, q.ages, q.energies, q.goodWith].every((list) => list === undefined), {
    message: 'Filters go with group=auto',
    path: ['group'],
  });
export type MapQuery = z.infer<typeof mapQuerySchema>;

/** `GET /api/dogs`: the map's markers with `view=map`, otherwise the paged list. */
export const dogsQuerySchema = z.discriminatedUnion('view', [mapQuerySchema, dogListQuerySchema]);

export const dogMarkerSchema = z.object({
  id: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The cover photo, or null. */
  photo: z.string().nullable(),
  listerId: z.string(),
  listerType: z.enum(LISTER_TYPES),
  size: z.enum(DOG_SIZES),
  ageCategory: z.enum(AGE_CATEGORIES),
  energyLevel: z.enum(ENERGY_LEVELS),
  goodWithKids: z.boolean(),
  goodWithDogs: z.boolean(),
  goodWithCats: z.boolean(),
});
export type DogMarker = z.infer<typeof dogMarkerSchema>;
export const dogMarkerListSchema = z.array(dogMarkerSchema).max(MAP_MARKERS_MAX);
