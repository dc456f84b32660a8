import type { LoginMode, Role } from '@scout/domain';

/**
 * Where "Sign In" goes: the API picks the provider (built-in page or OpenID Connect).
 * `mode: 'signup'` (a "Create account" button) opens the built-in page on its create-account form.
 */
export function loginHref(role: Role = 'adopter', mode?: LoginMode): string {
  return `/api/login?intended_role=${role}${mode ? `&mode=${mode}` : ''}`;
}

/** After a built-in sign-in the server sends each role to its next screen. */
export const LOGIN_CONTINUE_PATH = '/api/login/continue';
