import { z } from 'zod';
import {
  ACTIVITY_LEVELS,
  AGE_CATEGORIES,
  DEFAULT_SEARCH_RADIUS,
  DOG_SIZES,
  EXERCISE_COMMITMENTS,
  EXPERIENCE_LEVELS,
  HOME_TYPES,
  HOUSEHOLD_COMPOSITIONS,
  LIVING_SITUATIONS,
  OTHER_PETS,
  PREFERRED_ENERGIES,
  RADIUS_SLIDER,
  WORK_SCHEDULES,
} from '../constants.ts';

const unique = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'Each choice may appear once');

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);
export const searchRadiusSchema = z
  .number()
  .int()
  .min(RADIUS_SLIDER.min)
  .max(RADIUS_SLIDER.max)
  .multipleOf(RADIUS_SLIDER.step, `Search radius must be a multiple of ${RADIUS_SLIDER.step} miles`);

/**
 * The survey's answers (product §3 guest profile): what a guest keeps in browser storage and
 * what `POST`/`PUT /api/profile` take (product §12).
 */
export const surveyAnswersSchema = z.strictObject({
  livingSituation: z.enum(LIVING_SITUATIONS),
  otherPets: z.enum(OTHER_PETS),
  activityLevel: z.enum(ACTIVITY_LEVELS),
  workSchedule: z.enum(WORK_SCHEDULES),
  exerciseCommitment: z.enum(EXERCISE_COMMITMENTS),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  householdComposition: z.enum(HOUSEHOLD_COMPOSITIONS),
  // The size step may be skipped (= no size preference); age and energy need a choice.
  preferredSize: unique(z.enum(DOG_SIZES), DOG_SIZES.length).default([]),
  preferredAge: unique(z.enum(AGE_CATEGORIES), AGE_CATEGORIES.length).min(1, 'Choose at least one age'),
  preferredEnergy: unique(z.enum(PREFERRED_ENERGIES), PREFERRED_ENERGIES.length).min(
    1,
    'Choose at least one energy level',
  ),
  searchRadius: searchRadiusSchema.default(DEFAULT_SEARCH_RADIUS),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type SurveyAnswers = z.infer<typeof surveyAnswersSchema>;
export type SurveyAnswersInput = z.input<typeof surveyAnswersSchema>;

/** `GET /api/profile` and the answer to POST/PUT/PATCH: the answers plus what the server derives from them. */
export const profileSchema = z.object({
  ...surveyAnswersSchema.shape,
  preferredSize: z.array(z.enum(DOG_SIZES)),
  preferredAge: z.array(z.enum(AGE_CATEGORIES)),
  preferredEnergy: z.array(z.enum(PREFERRED_ENERGIES)),
  searchRadius: z.number().int(),
  homeType: z.enum(HOME_TYPES),
  hasYard: z.boolean(),
  hasOtherPets: z.boolean(),
  otherPetsType: z.enum(['dogs', 'cats', 'both']).nullable(),
  profileImage: z.string().nullable(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `PATCH /api/profile`: a new location, or a new search radius (product §7). */
export const profilePatchSchema = z
  .strictObject({
    latitude: latitudeSchema.optional(),
    longitude: longitudeSchema.optional(),
    searchRadius: searchRadiusSchema.optional(),
  })
  .refine((p) => (p.latitude === undefined) === (p.longitude === undefined), {
    message: 'Send latitude and longitude together',
    path: ['longitude'],
  })
  .refine((p) => p.latitude !== undefined || p.searchRadius !== undefined, {
    message: 'Send a location (latitude and longitude) or a searchRadius',
  });
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/**
 * `GET /api/profile/learned-preferences`: what the adopter's own swipes say about their
 * taste (product §13), the same learned taste that moves the scores. `enough` is false
 * until there are enough swipes to count; `favours` and `avoids` are plain-words phrases
 * ("Medium-sized dogs", "Playful temperament") for what the likes and the passes show.
 */
export const tasteSummarySchema = z.object({
  enough: z.boolean(),
  likes: z.number().int().min(0),
  passes: z.number().int().min(0),
  favours: z.array(z.string()),
  avoids: z.array(z.string()),
});
export type TasteSummaryResponse = z.infer<typeof tasteSummarySchema>;
