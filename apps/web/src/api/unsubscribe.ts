// The unsubscribe link in every email's footer (product §16.6): `GET /api/unsubscribe?token=`
// says which emails the link stops and whether they are still on; `POST` turns them off.
// Both work signed out: the signed token is the permission. A bad or forged token is a 400
// whose message the page shows as it is.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unsubscribeStatusSchema, type UnsubscribeStatus } from '@scout/domain/contracts/unsubscribe';
import { ApiError, apiJson } from '@/lib/api-client';
import type { MutationCallbacks } from './mutation-callbacks';
import { notificationKeys } from './notifications';

const UNSUBSCRIBE_URL = '/api/unsubscribe';

export const unsubscribeKeys = {
  all: [UNSUBSCRIBE_URL] as const,
  status: (token: string) => [UNSUBSCRIBE_URL, token] as const,
};

const unsubscribeUrl = (token: string) => `${UNSUBSCRIBE_URL}?token=${encodeURIComponent(token)}`;

export const unsubscribeQueries = {
  /** `GET /api/unsubscribe?token=`: the link's topic and whether those emails are still on. */
  status: (token: string) =>
    queryOptions({
      queryKey: unsubscribeKeys.status(token),
      queryFn: async ({ signal }) =>
        unsubscribeStatusSchema.parse(await apiJson('GET', unsubscribeUrl(token), { signal })),
    }),
};

export function useUnsubscribeStatus(token: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...unsubscribeQueries.status(token), enabled });
}

/**
 * `POST /api/unsubscribe?token=` with no body and no Content-Type: the route declares no body and
 * reads only the token in the query. The answer replaces the link's status, and the signed-in
 * person's notification settings (if cached) are read again.
 */
export function useUnsubscribe(token: string, { onSuccess, onError }: MutationCallbacks<UnsubscribeStatus, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unsubscribeStatusSchema.parse(await apiJson('POST', unsubscribeUrl(token))),
    onSuccess: (status, variables) => {
      queryClient.setQueryData(unsubscribeKeys.status(token), status);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.settings });
      onSuccess?.(status, variables);
    },
    onError: (error, variables) => onError?.(error, variables),
  });
}

/** True when the server refused the link itself (a bad, altered or forged token): a 400. */
export function isInvalidUnsubscribeLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}
