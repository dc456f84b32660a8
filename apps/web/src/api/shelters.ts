// Shelters (product §7): the list the map labels, one shelter's public page, and its available dogs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shelterDogListSchema, shelterListSchema, shelterSchema } from '@scout/domain/contracts/listers';
import { apiJson } from '@/lib/api-client';
import { shelterPath } from './paths';

export const shelterKeys = {
  all: ['/api/shelters'] as const,
  detail: (id: string) => ['/api/shelters', id] as const,
  dogs: (id: string) => ['/api/shelters', id, 'dogs'] as const,
};

export const shelterQueries = {
  list: () =>
    queryOptions({
      queryKey: shelterKeys.all,
      queryFn: async () => shelterListSchema.parse(await apiJson('GET', shelterKeys.all[0])),
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

export function useShelters() {
  return useQuery(shelterQueries.list());
}

export function useShelter(id: string) {
  return useQuery(shelterQueries.detail(id));
}

export function useShelterDogs(id: string, enabled: boolean) {
  return useQuery({ ...shelterQueries.dogs(id), enabled });
}
