// The dog detail page's reads: the dog, similar dogs, and whether this visitor liked it.
import { useQuery } from '@tanstack/react-query';
import type { Dog, SurveyAnswers } from '@scout/domain';
import { dogSchema, similarDogsSchema } from '@scout/domain/contracts/dogs';
import { swipeListSchema } from '@scout/domain/contracts/swipes';
import { apiRequest } from '@/lib/api-client';
import { guestScoreKey, readGuestTaste, scoreForGuest } from '@/lib/guest-scoring';
import { SWIPES_QUERY_KEY } from '@/lib/query-keys';

/** A guest's distance is measured from their local profile's point (the server does it). */
function withPoint(path: string, profile: SurveyAnswers | null): string {
  return profile ? `${path}?lat=${profile.latitude}&lng=${profile.longitude}` : path;
}

/**
 * The dog, scored for whoever looks: the server scores signed-in adopters; a guest with
 * survey answers in this browser gets the same engine's score and reasons here.
 */
export function useDog(id: string, viewerId: string | null, guestProfile: SurveyAnswers | null) {
  return useQuery({
    // Keyed by who looks: the same dog is scored differently for each viewer.
    queryKey: ['/api/dogs', id, viewerId ?? guestScoreKey(guestProfile)],
    queryFn: async (): Promise<Dog> => {
      const dog = dogSchema.parse(
        await (await apiRequest('GET', withPoint(`/api/dogs/${encodeURIComponent(id)}`, guestProfile))).json(),
      );
      if (!guestProfile || dog.compatibilityScore !== null) return dog;
      return scoreForGuest(guestProfile, dog, readGuestTaste(guestProfile));
    },
  });
}

export function useSimilarDogs(id: string, guestProfile: SurveyAnswers | null) {
  return useQuery({
    queryKey: ['/api/dogs', id, 'similar'],
    queryFn: async () =>
      similarDogsSchema.parse(
        await (await apiRequest('GET', withPoint(`/api/dogs/${encodeURIComponent(id)}/similar`, guestProfile))).json(),
      ),
  });
}

/** The signed-in adopter's swipes (to fill the favorite heart). */
export function useSwipes(enabled: boolean) {
  return useQuery({
    queryKey: SWIPES_QUERY_KEY,
    enabled,
    queryFn: async () => swipeListSchema.parse(await (await apiRequest('GET', SWIPES_QUERY_KEY[0])).json()),
  });
}
