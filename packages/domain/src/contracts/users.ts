import { z } from 'zod';
import { ROLES } from '../constants.ts';

export const roleSchema = z.enum(ROLES);

/** Which form the built-in sign-in page opens on: signing in, or creating an account. */
export const LOGIN_MODES = ['signin', 'signup'] as const;
export const loginModeSchema = z.enum(LOGIN_MODES);
export type LoginMode = z.infer<typeof loginModeSchema>;

/**
 * `GET /api/login?intended_role=R[&mode=signup]`: which role a new account gets, and for the
 * built-in page which form to open ("Create Free Account" asks for the create-account form).
 */
export const loginQuerySchema = z.strictObject({
  intended_role: roleSchema.default('adopter'),
  mode: loginModeSchema.optional(),
});

/** `GET /api/me`: the signed-in user. `onboarded` tells whether a shelter or owner has completed their form. */
export const meSchema = z.object({
  id: z.string(),
  role: roleSchema,
  name: z.string(),
  email: z.string(),
  onboarded: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/**
 * GET /api/session: who is signed in, answered 200 either way. The web client asks this
 * rather than GET /api/me, whose 401 for a guest the browser logs as an error on every page.
 */
export const sessionSchema = z.object({ user: meSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;
