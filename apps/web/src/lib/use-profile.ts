// The signed-in adopter's profile (spec §7 GET/PUT/PATCH /api/profile) and the changes
// made to it. A change of answers, location or radius changes the discover list too, so
// both are refreshed after every save (spec §4 "Map", decisions §6).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Profile, ProfilePatch, SurveyAnswers } from '@scout/domain';
import { PROFILE_CACHE_MS } from '@scout/domain/constants';
import { profileSchema } from '@scout/domain/contracts/profile';
import { apiRequest } from './api-client';
import { useMe } from './use-me';
import { DISCOVER_QUERY_KEY, PROFILE_QUERY_KEY } from './query-keys';

/** Reads the profile; a 404 ("Profile not found") is `null`, not an error. */
export async function fetchProfile(signal?: AbortSignal): Promise<Profile | null> {
  const res = await fetch(PROFILE_QUERY_KEY[0], { credentials: 'include', signal });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return profileSchema.parse(await res.json());
}

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
  const query = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled,
    staleTime: PROFILE_CACHE_MS,
  });
  return {
    profile: enabled ? query.data : null,
    isLoading: meLoading || (enabled && query.isPending),
    isError: enabled && query.isError,
  };
}

/** What to refresh after the profile changed. */
export async function invalidateProfileViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: DISCOVER_QUERY_KEY }),
  ]);
}

/** Sends a change; the saved profile comes back (null if its shape is unexpected: it is refetched anyway). */
async function sendProfile(method: 'PUT' | 'PATCH', body: SurveyAnswers | ProfilePatch): Promise<Profile | null> {
  const res = await apiRequest(method, PROFILE_QUERY_KEY[0], body);
  const parsed = profileSchema.safeParse(await res.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

/** PUT /api/profile: create or replace the answers (the end of the survey, decisions §6). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: SurveyAnswers) => sendProfile('PUT', answers),
    onSuccess: (profile) => {
      if (profile) queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
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
      if (profile) queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      return invalidateProfileViews(queryClient);
    },
  });
}
