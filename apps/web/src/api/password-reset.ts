// "Forgot password?" (product §16.7, Better Auth's own endpoints): ask for a reset link by
// email, then choose a new password with the link's token. The first call answers the same
// whether or not the address has an account; the link lands on /reset-password?token=...
// (or ?error=INVALID_TOKEN when Better Auth already knows the token is spent or expired).
import { ApiError, apiRequest } from '@/lib/api-client';

/** Where the emailed link sends people, on this site. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Better Auth's code for a reset token that is unknown, expired or already used. */
export const INVALID_RESET_TOKEN = 'INVALID_TOKEN';

/** `POST /api/auth/request-password-reset`: emails a one-hour, single-use link when the account exists. */
export async function requestPasswordReset({ email }: { email: string }): Promise<void> {
  await apiRequest('POST', '/api/auth/request-password-reset', {
    body: { email, redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}` },
  });
}

/** `POST /api/auth/reset-password`: sets the new password; the token works once. */
export async function resetPassword({ newPassword, token }: { newPassword: string; token: string }): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-password', { body: { newPassword, token } });
}

/** True when the server refused the reset because the token is no good (Better Auth's `code`). */
export function isInvalidResetToken(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  try {
    const parsed: unknown = JSON.parse(error.body);
    return typeof parsed === 'object' && parsed !== null && 'code' in parsed && parsed.code === INVALID_RESET_TOKEN;
  } catch {
    return false;
  }
}
