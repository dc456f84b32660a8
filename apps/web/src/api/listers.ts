// Shelters' and owners' own side (product §2, §7, §14): onboarding, their dogs with
// counts (GET /api/dogs/user, and the dashboard's pages and counts under /api/lister/dogs),
// a dog to edit, and the changes they make: add or edit a dog, mark one or several adopted,
// remove them. After a change to a dog the lister's list and every public
// dog list are refreshed, since the dog changes in (or leaves) decks, pages and the map.
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  DogInput,
  DogPatch,
  ListerDog,
  ListerDogsBulk,
  ListerDogSort,
  ListerType,
  Me,
  DogStatus,
} from '@scout/domain';
import { dogSchema, listerDogListSchema, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@scout/domain/contracts/dogs';
import { listerDogsBulkResultSchema, listerDogStatsSchema } from '@scout/domain/contracts/lister-dogs';
import { apiJson, apiRequest } from '@/lib/api-client';
import { dogKeys } from './dogs';
import type { MutationCallbacks } from './mutation-callbacks';
import { meKeys } from './session';

/** What the dashboard's list shows: a search, a status (every dog not removed without one) and an order. */
export interface ListerDogsFilter {
  q: string;
  status: DogStatus | 'listed';
  sort: ListerDogSort;
}

export interface ListerDogsPage {
  dogs: ListerDog[];
  /** How many dogs match the filter in all. */
  matching: number;
  nextCursor: string | null;
}

export const listerKeys = {
  /** The signed-in lister's own dogs with their counts (GET /api/dogs/user). */
  dogs: ['/api/dogs/user'] as const,
  /** The dashboard's pages and counts (GET /api/lister/dogs...): one prefix to refresh them all. */
  dashboard: ['/api/lister/dogs'] as const,
  dashboardPages: (filter: ListerDogsFilter) => ['/api/lister/dogs', 'pages', filter] as const,
  dashboardStats: ['/api/lister/dogs', 'stats'] as const,
  /** Outside the '/api/dogs' keys on purpose: the refresh after saving must not refetch the form's dog. */
  dogToEdit: (id: string) => ['dog-form', id] as const,
};

const dogPath = (id: string) => `/api/dogs/${encodeURIComponent(id)}`;
/** Dogs per page of the dashboard's list: a screenful on a desktop, a few scrolls on a phone. */
export const DASHBOARD_PAGE_SIZE = 24;

export const listerQueries = {
  dogs: () =>
    queryOptions({
      queryKey: listerKeys.dogs,
      queryFn: async () => listerDogListSchema.parse(await apiJson('GET', listerKeys.dogs[0])),
    }),
  /** The dashboard's list, a page at a time (product §14). */
  dashboardPages: (filter: ListerDogsFilter) =>
    infiniteQueryOptions({
      queryKey: listerKeys.dashboardPages(filter),
      initialPageParam: null as string | null,
      queryFn: async ({ pageParam }): Promise<ListerDogsPage> => {
        const params = new URLSearchParams({ sort: filter.sort, limit: String(DASHBOARD_PAGE_SIZE) });
        if (filter.q.trim()) params.set('q', filter.q.trim());
        if (filter.status !== 'listed') params.set('status', filter.status);
        if (pageParam) params.set('cursor', pageParam);
        const res = await apiRequest('GET', `${listerKeys.dashboard[0]}?${params}`);
        return {
          dogs: listerDogListSchema.parse(await res.json()),
          matching: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0),
          nextCursor: res.headers.get(NEXT_CURSOR_HEADER),
        };
      },
      getNextPageParam: (last) => last.nextCursor,
      // A new search keeps the last results on screen until its own arrive.
      placeholderData: keepPreviousData,
    }),
  dashboardStats: () =>
    queryOptions({
      queryKey: listerKeys.dashboardStats,
      queryFn: async () => listerDogStatsSchema.parse(await apiJson('GET', `${listerKeys.dashboard[0]}/stats`)),
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

export function useListerDogsPages(filter: ListerDogsFilter) {
  return useInfiniteQuery(listerQueries.dashboardPages(filter));
}

export function useListerDogStats() {
  return useQuery(listerQueries.dashboardStats());
}

export function useDogToEdit(id: string) {
  return useQuery(listerQueries.dogToEdit(id));
}

async function refreshDogLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listerKeys.dogs }),
    queryClient.invalidateQueries({ queryKey: listerKeys.dashboard }),
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

/** `POST /api/lister/dogs/bulk`: several dogs marked adopted or removed at once; resolves with how many changed. */
export function useBulkListerDogs({ onSuccess, onError }: MutationCallbacks<number, ListerDogsBulk> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ListerDogsBulk) =>
      listerDogsBulkResultSchema.parse(await apiJson('POST', `${listerKeys.dashboard[0]}/bulk`, { body })).changed,
    onSuccess: async (changed, body) => {
      onSuccess?.(changed, body);
      await refreshDogLists(queryClient);
    },
    onError: (error, body) => onError?.(error, body),
  });
}
