import type { Role } from '@scout/domain';

/** Where "Sign In" goes: the API picks the provider (built-in page or OpenID Connect). */
export function loginHref(role: Role = 'adopter'): string {
  return `/api/login?intended_role=${role}`;
}

/** After a built-in sign-in the server sends each role to its next screen. */
export const LOGIN_CONTINUE_PATH = '/api/login/continue';
