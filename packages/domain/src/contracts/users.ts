import { z } from 'zod';
import { ROLES } from '../constants.ts';

export const roleSchema = z.enum(ROLES);

/** `GET /api/login?intended_role=R`: which role a new account gets. */
export const loginQuerySchema = z.strictObject({
  intended_role: roleSchema.default('adopter'),
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
