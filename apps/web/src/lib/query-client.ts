import { onlineManager, QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS } from '@scout/domain/constants';

// Product §7: the cache never refetches on an interval or on focus, data never goes stale,
// and nothing is retried. Screens refresh what they changed by invalidating it. Every query
// brings its own query function, built in src/api.
//
// Offline (product §2.1): reads and writes are sent anyway and fail into the screens' own
// error states (networkMode 'always') instead of waiting silently, and coming back online
// asks again for what failed (refetchOnReconnect, which 'always' would otherwise turn off).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: QUERY_GC_MS,
        retry: false,
        networkMode: 'always',
        refetchOnReconnect: true,
      },
      mutations: {
        retry: false,
        networkMode: 'always',
      },
    },
  });
}

// TanStack assumes it starts online and only hears the online/offline events; an app opened
// offline (from the service worker's cache) must count reconnecting as a change.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export const queryClient = createQueryClient();
