import { useQuery } from '@tanstack/react-query';
import { meSchema, type Me } from '@scout/domain/contracts/users';
import { getQueryFn } from './api-client';
import { ME_QUERY_KEY } from './query-keys';

const readMe = getQueryFn<unknown>({ on401: 'returnNull' });

/**
 * The signed-in user, or `null` when signed out. A failed call (API down, 5xx) also reads
 * as signed out so the shell keeps working; `isLoading` is true until the first answer.
 */
export function useMe(): { me: Me | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: async (context): Promise<Me | null> => {
      const data = await readMe(context);
      return data === null ? null : meSchema.parse(data);
    },
  });
  return { me: query.data ?? null, isLoading: query.isPending };
}
