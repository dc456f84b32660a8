// The signed-in adopter's profile (product §7 GET/PUT/PATCH /api/profile), the changes made to
// it, and what their swipes taught (GET /api/profile/learned-preferences). A change of
// answers, location or radius changes the discover list too, so both are refreshed after
// every save (product §4 "Map", product §12).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Profile, ProfilePatch, SurveyAnswers } from '@scout/domain';
import { PROFILE_CACHE_MS } from '@scout/domain/constants';
import { profileSchema, tasteSummarySchema } from '@scout/domain/contracts/profile';
import { apiJson, apiRequest } from '@/lib/api-client';
import { dogKeys } from './dogs';
import { useMe } from './session';

export const profileKeys = {
  profile: ['/api/profile'] as const,
  /** A key of its own: refreshing the profile does not refetch it. */
  learnedPreferences: ['/api/profile/learned-preferences'] as const,
};

export const profileQueries = {
  /** The profile; a 404 ("Profile not found") is `null`, not an error. */
  profile: () =>
    queryOptions({
      queryKey: profileKeys.profile,
      queryFn: async ({ signal }): Promise<Profile | null> => {
        const data = await apiJson('GET', profileKeys.profile[0], { signal, nullOn: 404 });
        return data === null ? null : profileSchema.parse(data);
      },
      staleTime: PROFILE_CACHE_MS,
    }),
  learnedPreferences: () =>
    queryOptions({
      queryKey: profileKeys.learnedPreferences,
      queryFn: async () => tasteSummarySchema.parse(await apiJson('GET', profileKeys.learnedPreferences[0])),
    }),
};

export interface ProfileState {
  /** `undefined` while unknown, `null` when the adopter has none yet. */
  profile: Profile | null | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** Only signed-in adopters have a profile; for anyone else the query never runs. */
export function useProfile(): ProfileState {
  const { me, isLoading: meLoading } = useMe();
  const enabled = me?.role === 'adopter';
  const query = useQuery({ ...profileQueries.profile(), enabled });
  return {
    profile: enabled ? query.data : null,
    isLoading: meLoading || (enabled && query.isPending),
    isError: enabled && query.isError,
  };
}

export function useLearnedPreferences() {
  return useQuery(profileQueries.learnedPreferences());
}

/** What to refresh after the profile changed. */
async function invalidateProfileViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.profile }),
    queryClient.invalidateQueries({ queryKey: dogKeys.discover }),
  ]);
}

/** Sends a change; the saved profile comes back (null if its shape is unexpected: it is refetched anyway). */
async function sendProfile(method: 'PUT' | 'PATCH', body: SurveyAnswers | ProfilePatch): Promise<Profile | null> {
  const res = await apiRequest(method, profileKeys.profile[0], { body });
  const parsed = profileSchema.safeParse(await res.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

/** PUT /api/profile: create or replace the answers (the end of the survey, product §12). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: SurveyAnswers) => sendProfile('PUT', answers),
    onSuccess: (profile) => {
      if (profile) queryClient.setQueryData(profileKeys.profile, profile);
      return invalidateProfileViews(queryClient);
    },
  });
}

/** PATCH /api/profile: a new location or a new search radius. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => sendProfile('PATCH', patch),
    onSuccess: (profile) => {
      if (profile) queryClient.setQueryData(profileKeys.profile, profile);
      return invalidateProfileViews(queryClient);
    },
  });
}
