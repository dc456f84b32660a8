// Where the map's tiles come from (GET /api/map-config, product §15).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapConfigSchema } from '@scout/domain/contracts/map-config';
import { apiJson } from '@/lib/api-client';

export const mapConfigKeys = {
  config: ['/api/map-config'] as const,
};

export const mapConfigQueries = {
  config: () =>
    queryOptions({
      queryKey: mapConfigKeys.config,
      queryFn: async () => mapConfigSchema.parse(await apiJson('GET', mapConfigKeys.config[0])),
    }),
};

export function useMapConfig() {
  return useQuery(mapConfigQueries.config());
}
