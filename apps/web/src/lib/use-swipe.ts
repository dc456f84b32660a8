// Recording a swipe (spec §4), the same from the deck, the dog detail page and the map:
// a guest's swipe stays in this browser; a signed-in adopter's is posted, then the lists
// it changes are refreshed (the liked list only after a like).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dog, SwipeDirection, SwipeInput } from '@scout/domain';
import { apiRequest } from './api-client';
import { addGuestSwipe } from './guest-storage';
import { useMe } from './use-me';
import {
  DISCOVER_QUERY_KEY,
  LEARNED_PREFERENCES_QUERY_KEY,
  LIKED_DOGS_QUERY_KEY,
  SWIPES_QUERY_KEY,
} from './query-keys';

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
      await apiRequest('POST', '/api/swipes', body);
      return { guest: false, guestLikes: null };
    },
    onSuccess: async (result, { direction }) => {
      if (result.guest) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SWIPES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DISCOVER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: LEARNED_PREFERENCES_QUERY_KEY }),
        direction === 'right' ? queryClient.invalidateQueries({ queryKey: LIKED_DOGS_QUERY_KEY }) : null,
      ]);
    },
  });
}
