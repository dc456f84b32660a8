import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS } from '@scout/domain/constants';

// Product §7: the cache never refetches on an interval or on focus, data never goes stale,
// and nothing is retried. Screens refresh what they changed by invalidating it. Every query
// brings its own query function, built in src/api.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: QUERY_GC_MS,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
