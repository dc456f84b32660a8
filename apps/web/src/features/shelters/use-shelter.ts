// The shelter page's reads (spec §7): the shelter, and its available dogs.
import { useQuery } from '@tanstack/react-query';
import { shelterDogListSchema, shelterSchema } from '@scout/domain/contracts/listers';
import { apiRequest } from '@/lib/api-client';
import { SHELTERS_QUERY_KEY } from '@/lib/query-keys';

const shelterPath = (id: string) => `${SHELTERS_QUERY_KEY[0]}/${encodeURIComponent(id)}`;

export function useShelter(id: string) {
  return useQuery({
    queryKey: [...SHELTERS_QUERY_KEY, id],
    queryFn: async () => shelterSchema.parse(await (await apiRequest('GET', shelterPath(id))).json()),
  });
}

export function useShelterDogs(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...SHELTERS_QUERY_KEY, id, 'dogs'],
    enabled,
    queryFn: async () => shelterDogListSchema.parse(await (await apiRequest('GET', `${shelterPath(id)}/dogs`)).json()),
  });
}
