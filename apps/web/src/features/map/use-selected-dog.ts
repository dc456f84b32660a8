// The dog picked on the map, read in full (GET /api/dogs/{id}) for the bottom card and
// scored for whoever looks: the server scores a signed-in adopter; a guest with survey
// answers in this browser gets the same engine's score here (decisions §7).
import { useQuery } from '@tanstack/react-query';
import type { Dog, SurveyAnswers } from '@scout/domain';
import { dogSchema } from '@scout/domain/contracts/dogs';
import { apiRequest } from '@/lib/api-client';
import { guestScoreKey, readGuestTaste, scoreForGuest } from '@/lib/guest-scoring';
import { DOGS_QUERY_KEY } from '@/lib/query-keys';

export function useSelectedDog(id: string | null, viewerId: string | null, guestProfile: SurveyAnswers | null) {
  return useQuery({
    // The dog detail page reads the same key, so opening the full profile is instant.
    queryKey: [...DOGS_QUERY_KEY, id ?? '', viewerId ?? guestScoreKey(guestProfile)],
    enabled: id !== null,
    queryFn: async (): Promise<Dog> => {
      const point = guestProfile ? `?lat=${guestProfile.latitude}&lng=${guestProfile.longitude}` : '';
      const res = await apiRequest('GET', `/api/dogs/${encodeURIComponent(id ?? '')}${point}`);
      const dog = dogSchema.parse(await res.json());
      if (!guestProfile || dog.compatibilityScore !== null) return dog;
      return scoreForGuest(guestProfile, dog, readGuestTaste(guestProfile));
    },
  });
}
