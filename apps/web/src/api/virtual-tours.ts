// Virtual tours (product §3, §7): the caller's list (an adopter's own tours, or a
// lister's tours of their dogs), booking one, and changing one's status. After a change
// every tour list is fetched again: they all sit under ['/api/virtual-tours'].
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tour, TourInput, TourPatch } from '@scout/domain';
import { tourListSchema, tourSchema } from '@scout/domain/contracts/virtual-tours';
import { apiJson } from '@/lib/api-client';

export const tourKeys = {
  all: ['/api/virtual-tours'] as const,
  forDog: (dogId: string) => ['/api/virtual-tours', { dogId }] as const,
};

const TOURS_PATH = tourKeys.all[0];

export const tourQueries = {
  /** The caller's tours, the next one first; with `dogId`, only that dog's. */
  list: (dogId?: string) =>
    queryOptions({
      queryKey: dogId === undefined ? tourKeys.all : tourKeys.forDog(dogId),
      queryFn: async () => {
        const url = dogId === undefined ? TOURS_PATH : `${TOURS_PATH}?dogId=${encodeURIComponent(dogId)}`;
        return tourListSchema.parse(await apiJson('GET', url));
      },
    }),
};

export function useVirtualTours({ dogId, enabled = true }: { dogId?: string; enabled?: boolean } = {}) {
  return useQuery({ ...tourQueries.list(dogId), enabled });
}

/** `POST /api/virtual-tours`; settles once the tour lists have been fetched again. */
export function useScheduleTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TourInput): Promise<Tour> =>
      tourSchema.parse(await apiJson('POST', TOURS_PATH, { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }),
  });
}

/** `PATCH /api/virtual-tours/:id`: the lister confirms or declines, the adopter cancels. */
export function useUpdateTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tourId, status }: { tourId: string } & TourPatch): Promise<Tour> => {
      const patch: TourPatch = { status };
      return tourSchema.parse(await apiJson('PATCH', `${TOURS_PATH}/${encodeURIComponent(tourId)}`, { body: patch }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }),
  });
}
