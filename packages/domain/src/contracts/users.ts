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
