// The public reads of dogs (product §3, §7, §13, §14): one dog scored for whoever looks,
// dogs like it, the adopter's ranked discover page and liked dogs, a guest's deck, and the
// map's markers. Every key starts with its endpoint's path, so invalidating ['/api/dogs']
// refreshes the details, the similar dogs, the map's markers and the guest deck at once (a
// lister's change does that); the discover and liked lists have keys of their own.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dog, SurveyAnswers } from '@scout/domain';
import {
  dogListSchema,
  dogSchema,
  likedDogListSchema,
  similarDogsSchema,
  TOTAL_COUNT_HEADER,
} from '@scout/domain/contracts/dogs';
import { mapFilterParams, type MapFilters } from '@scout/domain/contracts/map-filters';
import { mapAnswerSchema, type MapAnswer } from '@scout/domain/contracts/map-groups';
import { apiJson, apiRequest } from '@/lib/api-client';
import { DISCOVER_PATH, dogPath, GUEST_DECK_PATH } from './paths';
import { guestScoreKey, readGuestTaste, scoreForGuest } from '@/lib/guest-scoring';

export const dogKeys = {
  /** Every read under /api/dogs: details, similar dogs, the map's markers, the guest deck. */
  all: ['/api/dogs'] as const,
  /** Keyed by who looks (a user id, or the guest's scoring key): each viewer gets their own score. */
  detail: (id: string, viewer: string) => ['/api/dogs', id, viewer] as const,
  similar: (id: string) => ['/api/dogs', id, 'similar'] as const,
  /** `filterParams`: the filters as query parameters (mapFilterParams), '' without any. */
  map: (bbox: string, filterParams: string) => ['/api/dogs', 'map', bbox, filterParams] as const,
  guestDeck: ['/api/dogs', 'guest-deck'] as const,
  /** The signed-in adopter's ranked page (GET /api/dogs/discover). */
  discover: [DISCOVER_PATH] as const,
  /** The adopter's liked dogs, newest like first (GET /api/dogs/liked). */
  liked: ['/api/dogs/liked'] as const,
};

/** A guest's distance is measured from their local profile's point (the server does it). */
function withPoint(path: string, profile: SurveyAnswers | null): string {
  return profile ? `${path}?lat=${profile.latitude}&lng=${profile.longitude}` : path;
}

/**
 * A map area's answer (decision 019): its dogs that pass the filters, or, when crowded, their
 * groups, and how many dogs in the area pass them in all (X-Total-Count).
 */
export type MapArea = MapAnswer & { total: number };

async function fetchMapArea(bbox: string, filterParams: string, signal: AbortSignal): Promise<MapArea> {
  const res = await apiRequest('GET', `/api/dogs?bbox=${bbox}&view=map&group=auto${filterParams}`, { signal });
  const answer = mapAnswerSchema.parse(await res.json());
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER));
  // Neither kind is capped, so without the header the answer's own dogs are the total.
  const counted = answer.kind === 'dogs' ? answer.dogs.length : answer.groups.reduce((n, g) => n + g.count, 0);
  return { ...answer, total: Number.isFinite(total) && total >= counted ? total : counted };
}

export const dogQueries = {
  /**
   * The dog, scored for whoever looks: the server scores signed-in adopters; a guest with
   * survey answers in this browser gets the same engine's score and reasons here. The dog
   * page and the map's card read this one query, so opening the full profile from the map
   * is instant.
   */
  detail: (id: string, viewerId: string | null, guestProfile: SurveyAnswers | null) =>
    queryOptions({
      queryKey: dogKeys.detail(id, viewerId ?? guestScoreKey(guestProfile)),
      queryFn: async (): Promise<Dog> => {
        const dog = dogSchema.parse(await apiJson('GET', withPoint(dogPath(id), guestProfile)));
        if (!guestProfile || dog.compatibilityScore !== null) return dog;
        return scoreForGuest(guestProfile, dog, readGuestTaste(guestProfile));
      },
    }),
  similar: (id: string) =>
    queryOptions({
      queryKey: dogKeys.similar(id),
      queryFn: async () => similarDogsSchema.parse(await apiJson('GET', `${dogPath(id)}/similar`)),
    }),
  discover: () =>
    queryOptions({
      queryKey: dogKeys.discover,
      queryFn: async () => dogListSchema.parse(await apiJson('GET', dogKeys.discover[0])),
    }),
  /** Every available dog, for a guest's deck (ranked in this browser). */
  guestDeck: () =>
    queryOptions({
      queryKey: dogKeys.guestDeck,
      queryFn: async () => dogListSchema.parse(await apiJson('GET', GUEST_DECK_PATH)),
    }),
  liked: () =>
    queryOptions({
      queryKey: dogKeys.liked,
      queryFn: async () => likedDogListSchema.parse(await apiJson('GET', dogKeys.liked[0])),
    }),
  /**
   * The dogs in a map area that pass the filters (compact markers, product §3), or their
   * groups when the area is crowded (decision 019), and how many there are in all. The server
   * filters, so a filter change asks again. A pan that moves on cancels the answer it no
   * longer needs. While a new answer loads, the previous one stays on screen, so markers never
   * blink out during a pan or a filter change.
   */
  map: (bbox: string, filters: MapFilters) => {
    const filterParams = mapFilterParams(filters);
    return queryOptions({
      queryKey: dogKeys.map(bbox, filterParams),
      placeholderData: keepPreviousData,
      queryFn: ({ signal }) => fetchMapArea(bbox, filterParams, signal),
    });
  },
};

/** One dog for whoever looks (see dogQueries.detail); nothing is read while `id` is null. */
export function useDog(id: string | null, viewerId: string | null, guestProfile: SurveyAnswers | null) {
  return useQuery({ ...dogQueries.detail(id ?? '', viewerId, guestProfile), enabled: id !== null });
}

export function useSimilarDogs(id: string) {
  return useQuery(dogQueries.similar(id));
}

export function useLikedDogs() {
  return useQuery(dogQueries.liked());
}
