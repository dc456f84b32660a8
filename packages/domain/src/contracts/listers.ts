// Shelters and private owners (product §3, §5, §11): their onboarding forms and
// the shelter as the map and the shelter page read it. An owner's full name and reason
// are private: no public read returns them (only the owner's own profile, lister-profile.ts).
import { z } from 'zod';
import { LISTER_TYPES } from '../constants.ts';
import { bboxSchema, dogSchema } from './dogs.ts';

/** 'Required' for a missing field as for an empty one (product §5); any other wrong type is named. */
const requiredError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'Required' : 'Expected text';
/** A required text field: the form shows 'Required' when it is empty (product §5). */
const required = (max: number) =>
  z.string({ error: requiredError }).trim().min(1, 'Required').max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
const email = z
  .string({ error: requiredError })
  .trim()
  .min(1, 'Required')
  .max(254, 'At most 254 characters')
  .pipe(z.email('Invalid email'));

/** `POST /api/shelter/onboard`. The location is "City, ST", geocoded by the server. */
export const shelterOnboardSchema = z.strictObject({
  shelterName: required(120),
  location: required(120),
  email,
  phone: required(40),
  licenseNumber: optionalText(80),
  description: optionalText(2000),
});
export type ShelterOnboardInput = z.input<typeof shelterOnboardSchema>;
export type ShelterOnboard = z.output<typeof shelterOnboardSchema>;

/** `POST /api/owner/onboard`. `reason` is kept private. */
export const ownerOnboardSchema = z.strictObject({
  fullName: required(120),
  location: required(120),
  email,
  phone: required(40),
  reason: optionalText(2000),
});
export type OwnerOnboardInput = z.input<typeof ownerOnboardSchema>;
export type OwnerOnboard = z.output<typeof ownerOnboardSchema>;

/**
 * What both onboarding calls answer: 201 with the lister created, or 200 when the account had
 * already onboarded and its details were updated. Nothing private (an owner's name, reason).
 */
export const onboardResultSchema = z.object({ listerId: z.string(), listerType: z.enum(LISTER_TYPES) });
export type OnboardResult = z.infer<typeof onboardResultSchema>;

/**
 * A shelter as read (`GET /api/shelters`, `/api/shelters/:id`): coordinates are the mean of
 * its available dogs' positions, or its geocoded location when it has none (product §3).
 */
export const shelterSchema = z.object({
  id: z.string(),
  shelterName: z.string(),
  location: z.string(),
  description: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  licenseNumber: z.string().nullable(),
  isVerified: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  /** Available dogs. */
  dogCount: z.number().int(),
});
export type Shelter = z.infer<typeof shelterSchema>;

/**
 * `GET /api/shelters`: shelters (never owners), by name, at most `SHELTER_LIST_MAX`; with
 * `bbox`, only those inside it (the map's labels: a national service has more shelters than
 * one list holds).
 */
export const SHELTER_LIST_MAX = 2_000;
export const shelterListQuerySchema = z.strictObject({ bbox: bboxSchema.optional() });
export const shelterListSchema = z.array(shelterSchema).max(SHELTER_LIST_MAX);

/** `GET /api/shelters/:id/dogs`: the shelter's available dogs, newest first, in the shape of every dog read. */
export const SHELTER_DOGS_MAX = 500;
export const shelterDogListSchema = z.array(dogSchema).max(SHELTER_DOGS_MAX);
