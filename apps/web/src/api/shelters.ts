// Shelters (product §7): those the map labels in its view, one shelter's public page, and its available dogs.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shelterDogListSchema, shelterListSchema, shelterSchema } from '@scout/domain/contracts/listers';
import { apiJson } from '@/lib/api-client';
import { shelterPath } from './paths';

export const shelterKeys = {
  all: ['/api/shelters'] as const,
  inBox: (bbox: string) => ['/api/shelters', 'bbox', bbox] as const,
  detail: (id: string) => ['/api/shelters', id] as const,
  dogs: (id: string) => ['/api/shelters', id, 'dogs'] as const,
};

export const shelterQueries = {
  /** The shelters in a map area; while a new area loads the previous labels stay. */
  inBox: (bbox: string) =>
    queryOptions({
      queryKey: shelterKeys.inBox(bbox),
      placeholderData: keepPreviousData,
      queryFn: async () => shelterListSchema.parse(await apiJson('GET', `/api/shelters?bbox=${bbox}`)),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: shelterKeys.detail(id),
      queryFn: async () => shelterSchema.parse(await apiJson('GET', shelterPath(id))),
    }),
  dogs: (id: string) =>
    queryOptions({
      queryKey: shelterKeys.dogs(id),
      queryFn: async () => shelterDogListSchema.parse(await apiJson('GET', `${shelterPath(id)}/dogs`)),
    }),
};

/** The shelters in this map area (`minLng,minLat,maxLng,maxLat`); nothing is read while it is null. */
export function useSheltersIn(bbox: string | null) {
  return useQuery({ ...shelterQueries.inBox(bbox ?? ''), enabled: bbox !== null });
}

export function useShelter(id: string) {
  return useQuery(shelterQueries.detail(id));
}

export function useShelterDogs(id: string, enabled: boolean) {
  return useQuery({ ...shelterQueries.dogs(id), enabled });
}
