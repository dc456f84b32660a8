// The password rules of every form that sets one here: Better Auth's defaults (8 to 128
// characters), checked before the call so people see the app's own words.
import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters.`;

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const emailSchema = z.email('Enter a valid email address');

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
export const UNREACHABLE = "We couldn't reach Scout. Check your connection and try again.";
