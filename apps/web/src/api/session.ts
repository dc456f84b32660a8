// Who is signed in (GET /api/session) and the calls that change it: signing in or up (Better Auth,
// product §4), signing out, changing the password, deleting the account.
import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { sessionSchema, type Me } from '@scout/domain/contracts/users';
import { apiJson, apiRequest } from '@/lib/api-client';
import { clearGuestNewDogAlerts, clearGuestProfile, clearGuestSwipes } from '@/lib/guest-storage';
import type { MutationCallbacks } from './mutation-callbacks';
import { SESSION_PATH } from './paths';

export const meKeys = {
  me: [SESSION_PATH] as const,
};

export const meQueries = {
  /** The signed-in user, or null when signed out (product §7.2: no 401 for a guest). */
  me: () =>
    queryOptions({
      queryKey: meKeys.me,
      queryFn: async ({ signal }): Promise<Me | null> =>
        sessionSchema.parse(await apiJson('GET', meKeys.me[0], { signal })).user,
    }),
};

/**
 * The signed-in user, or `null` when signed out. A failed call (API down, 5xx, offline) also
 * reads as signed out so the shell keeps working; `isLoading` is true until the first answer,
 * a failure included. (A failed query is asked again whenever another component using it
 * mounts, and goes back to pending meanwhile: were that "loading", screens waiting on it
 * would unmount and remount their content, which asks again, without end.)
 */
export function useMe(): { me: Me | null; isLoading: boolean } {
  const query = useQuery(meQueries.me());
  return { me: query.data ?? null, isLoading: query.isPending && query.errorUpdatedAt === 0 };
}

export interface Credentials {
  email: string;
  password: string;
}

/** Better Auth's email sign-in; the session cookie comes back with the answer. */
export async function signIn(credentials: Credentials): Promise<void> {
  await apiRequest('POST', '/api/auth/sign-in/email', { body: credentials });
}

/** Better Auth's email sign-up: creates the account and signs it in. */
export async function signUp(account: Credentials & { name: string }): Promise<void> {
  await apiRequest('POST', '/api/auth/sign-up/email', { body: account });
}

/** Product §4 "Logout": end the session, drop every cached answer, return to the landing page. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    try {
      await apiRequest('POST', '/api/logout');
      queryClient.clear();
      // Survey answers, swipes and an alert choice left in this browser belong to the account
      // that just left; the next person to sign up here must not have them migrated into theirs.
      clearGuestProfile();
      clearGuestSwipes();
      clearGuestNewDogAlerts();
      navigate('/');
    } catch (error) {
      // Product §8: a failed logout is only logged, the user sees no message.
      console.error('Sign out failed', error);
    }
  }, [queryClient, navigate]);
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** Better Auth's change-password; other sessions end: someone changing a password may be locking out an intruder. */
export function useChangePassword({ onSuccess, onError }: MutationCallbacks<void, PasswordChange> = {}) {
  return useMutation({
    mutationFn: async ({ currentPassword, newPassword }: PasswordChange) => {
      await apiRequest('POST', '/api/auth/change-password', {
        body: { currentPassword, newPassword, revokeOtherSessions: true },
      });
    },
    onSuccess: (data, variables) => onSuccess?.(data, variables),
    onError: (error, variables) => onError?.(error, variables),
  });
}

/** `DELETE /api/me`: the account and everything in it; then every cached answer goes and the landing page opens. */
export function useDeleteAccount({ onSuccess, onError }: MutationCallbacks<void, void> = {}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/me');
    },
    onSuccess: (data, variables) => {
      onSuccess?.(data, variables);
      queryClient.clear();
      navigate('/');
    },
    onError: (error, variables) => onError?.(error, variables),
  });
}
