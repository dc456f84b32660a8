// The signed-in lister's dogs (GET /api/dogs/user) and the changes a dashboard makes to one:
// mark it adopted (PATCH status) or remove it (DELETE). After a change the lister's list and
// every public dog list are refreshed, since the dog leaves decks and the map (decisions §9).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DogPatch, ListerDog } from '@scout/domain';
import { listerDogListSchema } from '@scout/domain/contracts/dogs';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { DOGS_QUERY_KEY, LISTER_DOGS_QUERY_KEY } from '@/lib/query-keys';

export function useListerDogs() {
  return useQuery({
    queryKey: LISTER_DOGS_QUERY_KEY,
    queryFn: async () => listerDogListSchema.parse(await (await apiRequest('GET', LISTER_DOGS_QUERY_KEY[0])).json()),
  });
}

async function refreshDogLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: LISTER_DOGS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: DOGS_QUERY_KEY }),
  ]);
}

function showError(error: unknown, fallback: string): void {
  const { status, message } = describeApiError(error);
  toast({ variant: 'destructive', title: 'Error', description: status !== null && message ? message : fallback });
}

const dogPath = (dog: Pick<ListerDog, 'id'>) => `/api/dogs/${encodeURIComponent(dog.id)}`;

export function useMarkAdopted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dog: ListerDog) => {
      const patch: DogPatch = { status: 'adopted' };
      await apiRequest('PATCH', dogPath(dog), patch);
    },
    onSuccess: async (_, dog) => {
      toast({ title: 'Marked as adopted', description: `Congratulations! ${dog.name} no longer appears to adopters.` });
      await refreshDogLists(queryClient);
    },
    onError: (error) => showError(error, 'Failed to update the dog. Please try again.'),
  });
}

export function useRemoveDog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dog: ListerDog) => {
      await apiRequest('DELETE', dogPath(dog));
    },
    onSuccess: async (_, dog) => {
      toast({ title: 'Listing removed', description: `${dog.name} is no longer listed on Scout.` });
      await refreshDogLists(queryClient);
    },
    onError: (error) => showError(error, 'Failed to remove the dog. Please try again.'),
  });
}
