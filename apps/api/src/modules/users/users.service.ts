import type { Role } from '@scout/domain';
import type { SessionUser } from '../../plugins/auth-session.ts';

/** Where a user lands after signing in (product §11). */
export function landingPathAfterSignIn(user: Pick<SessionUser, 'role' | 'onboarded'>): string {
  const destinations: Record<Role, string> = {
    adopter: '/migrate-guest-data',
    shelter: user.onboarded ? '/shelter-dashboard' : '/shelter-onboarding',
    owner: user.onboarded ? '/owner-dashboard' : '/owner-onboarding',
  };
  return destinations[user.role];
}
