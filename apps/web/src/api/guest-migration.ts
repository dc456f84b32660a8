// The calls that move a guest's survey answers, swipes and alert choice to their new account
// (product §4.4, §16.5), and the reads refreshed once they have.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dogKeys } from './dogs';
import { notificationKeys, turnOnNewDogAlerts } from './notifications';
import { profileKeys } from './profile';
import { swipeKeys } from './swipes';

export const guestMigrationCalls = {
  /** The signed-in user's id, or null when the answer has none. */
  getMe: async (): Promise<{ id: string } | null> => {
    const res = await apiRequest('GET', '/api/me');
    const body = (await res.json()) as { id?: unknown };
    return typeof body.id === 'string' ? { id: body.id } : null;
  },
  /** Sends one request; rejects with an ApiError like every call. */
  post: (path: string, body: unknown): Promise<unknown> => apiRequest('POST', path, { body }),
  enableNewDogAlerts: turnOnNewDogAlerts,
};

/** Refreshes every read the migrated answers and swipes change. */
export function useRefreshAfterGuestMigration(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [
        profileKeys.profile,
        dogKeys.discover,
        dogKeys.liked,
        swipeKeys.all,
        profileKeys.learnedPreferences,
        notificationKeys.settings,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  }, [queryClient]);
}
