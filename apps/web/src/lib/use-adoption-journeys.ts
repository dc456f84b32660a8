// Adoption journeys (spec §7; decisions §8): the adopter's journey for one dog, starting it,
// the caller's list (an adopter's own, or a lister's for their dogs), and moving one on.
// Every journey read sits under ADOPTION_JOURNEYS_QUERY_KEY, so a change refreshes them all.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Journey, JourneyPatch, JourneyStart } from '@scout/domain';
import { journeyListSchema, journeySchema } from '@scout/domain/contracts/adoption-journeys';
import { apiRequest, describeApiError } from './api-client';
import {
  ADOPTION_JOURNEYS_QUERY_KEY,
  CONVERSATIONS_QUERY_KEY,
  DOGS_QUERY_KEY,
  LISTER_DOGS_QUERY_KEY,
  VIRTUAL_TOURS_QUERY_KEY,
} from './query-keys';

const JOURNEYS_PATH = ADOPTION_JOURNEYS_QUERY_KEY[0];

/** The signed-in adopter's journey for one dog (GET /api/adoption-journeys/{dogId}). */
export const adoptionJourneyQueryKey = (dogId: string) => [...ADOPTION_JOURNEYS_QUERY_KEY, dogId] as const;

/** The journey, or null when the adopter has not applied for this dog (the server's 404). */
async function fetchJourney(dogId: string): Promise<Journey | null> {
  try {
    const res = await apiRequest('GET', `${JOURNEYS_PATH}/${encodeURIComponent(dogId)}`);
    return journeySchema.parse(await res.json());
  } catch (error) {
    if (describeApiError(error).status === 404) return null;
    throw error;
  }
}

/**
 * The adopter's journey for `dogId`: `data` is null until they apply. Enable it for signed-in
 * adopters only. `refetchOnMount: 'always'` reads it afresh each time a view of it opens.
 */
export function useAdoptionJourney(
  dogId: string,
  { enabled = true, refetchOnMount }: { enabled?: boolean; refetchOnMount?: boolean | 'always' } = {},
) {
  return useQuery({
    queryKey: adoptionJourneyQueryKey(dogId),
    queryFn: () => fetchJourney(dogId),
    enabled,
    refetchOnMount,
  });
}

/** The caller's journeys: an adopter's own, or a lister's for their dogs; active first. */
export function useAdoptionJourneys({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ADOPTION_JOURNEYS_QUERY_KEY,
    enabled,
    queryFn: async () => journeyListSchema.parse(await (await apiRequest('GET', JOURNEYS_PATH)).json()),
  });
}

/** `POST /api/adoption-journeys`: applies for the dog; resolves with the journey (new, restarted or the active one). */
export function useStartAdoption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dogId: string): Promise<Journey> => {
      const body: JourneyStart = { dogId };
      return journeySchema.parse(await (await apiRequest('POST', JOURNEYS_PATH, body)).json());
    },
    onSuccess: (journey) => {
      queryClient.setQueryData(adoptionJourneyQueryKey(journey.dogId), journey);
      return queryClient.invalidateQueries({ queryKey: ADOPTION_JOURNEYS_QUERY_KEY, exact: true });
    },
  });
}

/**
 * `PATCH /api/adoption-journeys/{id}`: the lister schedules or completes a step, the adopter
 * withdraws. A completed adoption also changes the dog's lists, the lister's inbox (the other
 * adopters are told) and the dog's tours, so those are fetched again too.
 */
export function useJourneyAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ journeyId, patch }: { journeyId: string; patch: JourneyPatch }): Promise<Journey> =>
      journeySchema.parse(
        await (await apiRequest('PATCH', `${JOURNEYS_PATH}/${encodeURIComponent(journeyId)}`, patch)).json(),
      ),
    onSuccess: async (journey, { patch }) => {
      // Only the adopter holds a journey under the dog's key; a lister's cache gains nothing here.
      queryClient.setQueryData<Journey | null>(adoptionJourneyQueryKey(journey.dogId), (old) =>
        old === undefined ? undefined : journey,
      );
      const adopted = patch.action === 'complete_adoption';
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADOPTION_JOURNEYS_QUERY_KEY, exact: true }),
        adopted ? queryClient.invalidateQueries({ queryKey: DOGS_QUERY_KEY }) : null,
        adopted ? queryClient.invalidateQueries({ queryKey: LISTER_DOGS_QUERY_KEY }) : null,
        adopted ? queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }) : null,
        adopted ? queryClient.invalidateQueries({ queryKey: VIRTUAL_TOURS_QUERY_KEY }) : null,
      ]);
    },
  });
}
