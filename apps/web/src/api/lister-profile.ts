// A shelter's or owner's own profile (GET|PATCH /api/lister/profile): what they gave at
// onboarding, to read and correct. A saved change shows up beyond the profile: on the
// shelter's public page and the shelter list, in the public name of their dogs and, when the
// location moved, wherever their dogs stand (lists, decks, the map), so those are refreshed.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListerProfile, ListerProfilePatch } from '@scout/domain';
import { listerProfileSchema } from '@scout/domain/contracts/lister-profile';
import { apiJson } from '@/lib/api-client';
import { dogKeys } from './dogs';
import { listerKeys } from './listers';
import type { MutationCallbacks } from './mutation-callbacks';
import { shelterKeys } from './shelters';

export const listerProfileKeys = {
  profile: ['/api/lister/profile'] as const,
};

export const listerProfileQueries = {
  profile: () =>
    queryOptions({
      queryKey: listerProfileKeys.profile,
      queryFn: async ({ signal }) =>
        listerProfileSchema.parse(await apiJson('GET', listerProfileKeys.profile[0], { signal })),
      // The form starts from what is saved now, not from a copy an edit elsewhere made stale.
      staleTime: 0,
    }),
};

export function useListerProfile() {
  return useQuery(listerProfileQueries.profile());
}

/** `PATCH /api/lister/profile`: resolves with the profile as saved. */
export function useUpdateListerProfile({
  onSuccess,
  onRefreshed,
  onError,
}: MutationCallbacks<ListerProfile, ListerProfilePatch> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: ListerProfilePatch) =>
      listerProfileSchema.parse(await apiJson('PATCH', listerProfileKeys.profile[0], { body: patch })),
    onSuccess: async (profile, patch) => {
      queryClient.setQueryData(listerProfileKeys.profile, profile);
      onSuccess?.(profile, patch);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shelterKeys.all }),
        queryClient.invalidateQueries({ queryKey: dogKeys.all }),
        queryClient.invalidateQueries({ queryKey: listerKeys.dogs }),
      ]);
      onRefreshed?.(profile, patch);
    },
    onError: (error, patch) => onError?.(error, patch),
  });
}
