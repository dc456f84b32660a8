// A lister's own profile (`GET|PATCH /api/lister/profile`): what a shelter or owner gave at
// onboarding, to read and correct later. Only the lister reads it, so an owner's full name and
// reason appear here and in no other answer. The edits are validated by the onboarding
// schemas themselves (product §5), every field optional; `type` says which form is sent.
import { z } from 'zod';
import { ownerOnboardSchema, shelterOnboardSchema } from './listers.ts';

/** A shelter's changes: any of its onboarding fields, validated as at onboarding. */
export const shelterProfilePatchSchema = shelterOnboardSchema.partial().extend({ type: z.literal('shelter') });
/** An owner's changes: any of their onboarding fields, validated as at onboarding. */
export const ownerProfilePatchSchema = ownerOnboardSchema.partial().extend({ type: z.literal('owner') });

/**
 * `PATCH /api/lister/profile`. Fields left out stay as they are; a blank optional field is
 * cleared. A new location is geocoded again and the lister's dogs move with it.
 */
export const listerProfilePatchSchema = z.discriminatedUnion('type', [
  shelterProfilePatchSchema,
  ownerProfilePatchSchema,
]);
export type ListerProfilePatchInput = z.input<typeof listerProfilePatchSchema>;
export type ListerProfilePatch = z.output<typeof listerProfilePatchSchema>;

const common = {
  /** The lister's id (a shelter's public page is `/shelters/{id}`). */
  id: z.string(),
  /** "City, ST" as the lister gave it, and where the geocoder put it (their dogs stand there). */
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  email: z.string(),
  phone: z.string(),
};

export const shelterProfileSchema = z.object({
  type: z.literal('shelter'),
  shelterName: z.string(),
  ...common,
  licenseNumber: z.string().nullable(),
  description: z.string().nullable(),
  /** An operator's check of the name and licence; a change to either drops it (product §3). */
  isVerified: z.boolean(),
});
export type ShelterProfile = z.infer<typeof shelterProfileSchema>;

/** The owner's own view: their full name and their private reason. */
export const ownerProfileSchema = z.object({
  type: z.literal('owner'),
  fullName: z.string(),
  ...common,
  reason: z.string().nullable(),
});
export type OwnerProfile = z.infer<typeof ownerProfileSchema>;

/** `GET|PATCH /api/lister/profile`: the profile as saved. */
export const listerProfileSchema = z.discriminatedUnion('type', [shelterProfileSchema, ownerProfileSchema]);
export type ListerProfile = z.infer<typeof listerProfileSchema>;
