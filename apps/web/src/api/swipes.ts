// Swipes (product §4, §13): the signed-in adopter's list, recording one (the same from
// the deck, the dog page and the map) and resetting them all. A guest's swipe stays in this
// browser; a signed-in adopter's is posted, then the lists it changes are refreshed (the
// liked list only after a like).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dog, SwipeDirection, SwipeInput } from '@scout/domain';
import { swipeListSchema } from '@scout/domain/contracts/swipes';
import { apiJson, apiRequest } from '@/lib/api-client';
import { addGuestSwipe } from '@/lib/guest-storage';
import { dogKeys } from './dogs';
import type { MutationCallbacks } from './mutation-callbacks';
import { profileKeys } from './profile';
import { useMe } from './session';

export const swipeKeys = {
  all: ['/api/swipes'] as const,
};

export const swipeQueries = {
  /** The signed-in adopter's swipes (GET /api/swipes). */
  list: () =>
    queryOptions({
      queryKey: swipeKeys.all,
      queryFn: async () => swipeListSchema.parse(await apiJson('GET', swipeKeys.all[0])),
    }),
};

export function useSwipes(enabled: boolean) {
  return useQuery({ ...swipeQueries.list(), enabled });
}

export interface SwipeResult {
  /** True when the swipe was kept in this browser (a guest). */
  guest: boolean;
  /** A guest's like count after this swipe; null for signed-in adopters. */
  guestLikes: number | null;
}

export function useSwipe() {
  const { me } = useMe();
  const queryClient = useQueryClient();
  // Anyone not signed in swipes as a guest. Shelters and owners do not swipe (the screens
  // hide the buttons); were they to, the server would refuse and the caller shows its error.
  const signedIn = me !== null;
  // A guest's swipe keeps the dog's attributes too: their learned taste reads them.
  return useMutation<SwipeResult, Error, { dogId: string; direction: SwipeDirection; dog?: Dog }>({
    mutationFn: async ({ dogId, direction, dog }) => {
      if (!signedIn) {
        const swipes = addGuestSwipe(dogId, direction, dog);
        return { guest: true, guestLikes: swipes.filter((s) => s.direction === 'right').length };
      }
      const body: SwipeInput = { dogId, direction };
      await apiRequest('POST', swipeKeys.all[0], { body });
      return { guest: false, guestLikes: null };
    },
    onSuccess: async (result, { direction }) => {
      if (result.guest) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: swipeKeys.all }),
        queryClient.invalidateQueries({ queryKey: dogKeys.discover }),
        queryClient.invalidateQueries({ queryKey: profileKeys.learnedPreferences }),
        direction === 'right' ? queryClient.invalidateQueries({ queryKey: dogKeys.liked }) : null,
      ]);
    },
  });
}

/** Product §2 Profile "Manage Swipes": `DELETE /api/dogs/swipes`; every dog comes back to the deck. */
export function useResetSwipes({ onSuccess, onError }: MutationCallbacks<void, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/dogs/swipes');
    },
    onSuccess: async (data, variables) => {
      onSuccess?.(data, variables);
      await Promise.all(
        [swipeKeys.all, dogKeys.discover, dogKeys.liked, profileKeys.learnedPreferences].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error, variables) => onError?.(error, variables),
  });
}
