// Virtual tours (spec §7; decisions §8): the caller's list (an adopter's own tours, or a
// lister's tours of their dogs), booking one, and changing one's status. After a change
// every tour list is fetched again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tour, TourInput, TourPatch } from '@scout/domain';
import { tourListSchema, tourSchema } from '@scout/domain/contracts/virtual-tours';
import { apiRequest } from './api-client';
import { VIRTUAL_TOURS_QUERY_KEY } from './query-keys';

const TOURS_PATH = VIRTUAL_TOURS_QUERY_KEY[0];

/** The caller's tours, the next one first; with `dogId`, only that dog's. */
export function useVirtualTours({ dogId, enabled = true }: { dogId?: string; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dogId === undefined ? VIRTUAL_TOURS_QUERY_KEY : [...VIRTUAL_TOURS_QUERY_KEY, { dogId }],
    enabled,
    queryFn: async () => {
      const url = dogId === undefined ? TOURS_PATH : `${TOURS_PATH}?dogId=${encodeURIComponent(dogId)}`;
      return tourListSchema.parse(await (await apiRequest('GET', url)).json());
    },
  });
}

/** `POST /api/virtual-tours`; settles once the tour lists have been fetched again. */
export function useScheduleTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TourInput): Promise<Tour> =>
      tourSchema.parse(await (await apiRequest('POST', TOURS_PATH, input)).json()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIRTUAL_TOURS_QUERY_KEY }),
  });
}

/** `PATCH /api/virtual-tours/:id`: the lister confirms or declines, the adopter cancels. */
export function useUpdateTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tourId, status }: { tourId: string } & TourPatch): Promise<Tour> => {
      const patch: TourPatch = { status };
      return tourSchema.parse(
        await (await apiRequest('PATCH', `${TOURS_PATH}/${encodeURIComponent(tourId)}`, patch)).json(),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIRTUAL_TOURS_QUERY_KEY }),
  });
}
