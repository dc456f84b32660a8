// Whether the signed-in person's email address is verified, and sending the verification
// link again (product §16.7: unverified accounts still work; settings offers to resend).
// /api/me does not carry `emailVerified`, so it is read from Better Auth's own session.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, apiRequest } from '@/lib/api-client';
import type { MutationCallbacks } from './mutation-callbacks';

const SESSION_URL = '/api/auth/get-session';
// Past Better Auth's session cookie cache: a link just opened in another tab shows at once.
const FRESH_SESSION_URL = `${SESSION_URL}?disableCookieCache=true`;

export const emailVerificationKeys = {
  session: [SESSION_URL] as const,
};

// Only the part of Better Auth's session answer this module reads; null when signed out.
const sessionSchema = z.object({ user: z.object({ emailVerified: z.boolean() }) }).nullable();

export const emailVerificationQueries = {
  /** True or false for the signed-in person; null when there is no session. */
  verified: () =>
    queryOptions({
      queryKey: emailVerificationKeys.session,
      queryFn: async ({ signal }) => {
        const session = sessionSchema.parse(await apiJson('GET', FRESH_SESSION_URL, { signal }));
        return session ? session.user.emailVerified : null;
      },
      // The link is opened in another tab: coming back here reads the state again.
      refetchOnMount: 'always',
    }),
};

export function useEmailVerified({ enabled }: { enabled: boolean }) {
  return useQuery({ ...emailVerificationQueries.verified(), enabled });
}

/** `POST /api/auth/send-verification-email` for the signed-in address; the link brings the person back to Settings. */
export function useSendVerificationEmail({ onSuccess, onError }: MutationCallbacks<void, string> = {}) {
  return useMutation({
    mutationFn: async (email: string) => {
      await apiRequest('POST', '/api/auth/send-verification-email', {
        body: { email, callbackURL: `${window.location.origin}/settings` },
      });
    },
    onSuccess: (data, email) => onSuccess?.(data, email),
    onError: (error, email) => onError?.(error, email),
  });
}
