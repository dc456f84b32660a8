// Shelters' and owners' own side (product §2, §7, §14): onboarding, their dogs with
// counts (GET /api/dogs/user), a dog to edit, and the changes they make: add or edit a dog,
// mark one adopted, remove one. After a change to a dog the lister's list and every public
// dog list are refreshed, since the dog changes in (or leaves) decks, pages and the map.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DogInput, DogPatch, ListerDog, ListerType, Me } from '@scout/domain';
import { dogSchema, listerDogListSchema } from '@scout/domain/contracts/dogs';
import { apiJson, apiRequest } from '@/lib/api-client';
import { dogKeys } from './dogs';
import type { MutationCallbacks } from './mutation-callbacks';
import { meKeys } from './session';

export const listerKeys = {
  /** The signed-in lister's own dogs with their counts (GET /api/dogs/user). */
  dogs: ['/api/dogs/user'] as const,
  /** Outside the '/api/dogs' keys on purpose: the refresh after saving must not refetch the form's dog. */
  dogToEdit: (id: string) => ['dog-form', id] as const,
};

const dogPath = (id: string) => `/api/dogs/${encodeURIComponent(id)}`;

export const listerQueries = {
  dogs: () =>
    queryOptions({
      queryKey: listerKeys.dogs,
      queryFn: async () => listerDogListSchema.parse(await apiJson('GET', listerKeys.dogs[0])),
    }),
  /** The dog as saved, for the edit form. */
  dogToEdit: (id: string) =>
    queryOptions({
      queryKey: listerKeys.dogToEdit(id),
      queryFn: async () => dogSchema.parse(await apiJson('GET', dogPath(id))),
      // Always the latest saved version: someone may have edited it on another device.
      staleTime: 0,
      gcTime: 0,
    }),
};

export function useListerDogs() {
  return useQuery(listerQueries.dogs());
}

export function useDogToEdit(id: string) {
  return useQuery(listerQueries.dogToEdit(id));
}

async function refreshDogLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listerKeys.dogs }),
    queryClient.invalidateQueries({ queryKey: dogKeys.all }),
  ]);
}

/**
 * `POST /api/{shelter|owner}/onboard`. On success the account counts as onboarded, so the
 * cached /api/me is updated before the caller's `onRefreshed` opens the dashboard (which
 * checks it); on failure the caller shows the error.
 */
export function useOnboardLister<Body>(kind: ListerType, { onRefreshed }: MutationCallbacks<unknown, Body> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest('POST', `/api/${kind}/onboard`, { body }),
    onSuccess: async (data, variables) => {
      // The server re-signed the session cookie, so the refetch agrees; setting it first
      // means the dashboard never sees a stale "not onboarded" in between.
      queryClient.setQueryData<Me | null>(meKeys.me, (me) => (me ? { ...me, onboarded: true } : me));
      await queryClient.invalidateQueries({ queryKey: meKeys.me });
      onRefreshed?.(data, variables);
    },
  });
}

/**
 * `POST /api/dogs` for a new dog, `PATCH /api/dogs/{id}` when `editId` is set. Resolves with
 * the saved dog's name (the one sent if the answer cannot be read).
 */
export function useSaveDog(
  editId: string | null,
  { onSuccess, onRefreshed, onError }: MutationCallbacks<string, DogInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DogInput): Promise<string> => {
      const res = editId
        ? await apiRequest('PATCH', dogPath(editId), { body: input })
        : await apiRequest('POST', dogKeys.all[0], { body: input });
      const saved = dogSchema.safeParse(await res.json().catch(() => null));
      return saved.success ? saved.data.name : input.name;
    },
    onSuccess: async (name, input) => {
      onSuccess?.(name, input);
      await refreshDogLists(queryClient);
      onRefreshed?.(name, input);
    },
    onError: (error, input) => onError?.(error, input),
  });
}

/** `PATCH /api/dogs/{id}` with status 'adopted': the dog leaves every deck and the map. */
export function useMarkAdopted({ onSuccess, onError }: MutationCallbacks<void, ListerDog> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dog: ListerDog) => {
      const patch: DogPatch = { status: 'adopted' };
      await apiRequest('PATCH', dogPath(dog.id), { body: patch });
    },
    onSuccess: async (data, dog) => {
      onSuccess?.(data, dog);
      await refreshDogLists(queryClient);
    },
    onError: (error, dog) => onError?.(error, dog),
  });
}

/** `DELETE /api/dogs/{id}`: the listing goes away altogether. */
export function useRemoveDog({ onSuccess, onError }: MutationCallbacks<void, ListerDog> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dog: ListerDog) => {
      await apiRequest('DELETE', dogPath(dog.id));
    },
    onSuccess: async (data, dog) => {
      onSuccess?.(data, dog);
      await refreshDogLists(queryClient);
    },
    onError: (error, dog) => onError?.(error, dog),
  });
}
