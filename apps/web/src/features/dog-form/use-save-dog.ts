// Saving the dog form (spec §2, §4, §7, §8; decisions §9): POST /api/dogs for a new dog,
// PATCH /api/dogs/{id} when editing. Success says so and opens the lister's dashboard
// (owners to theirs, everyone else to the shelter's); failure says why.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { ListerType } from '@scout/domain';
import { dogSchema } from '@scout/domain/contracts/dogs';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { DOGS_QUERY_KEY, LISTER_DOGS_QUERY_KEY } from '@/lib/query-keys';
import type { DogFormOutput } from './dog-form-values';

export function dashboardFor(role: ListerType): string {
  return role === 'owner' ? '/owner-dashboard' : '/shelter-dashboard';
}

export function useSaveDog({ editId, role }: { editId: string | null; role: ListerType }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async (input: DogFormOutput): Promise<string> => {
      const res = editId
        ? await apiRequest('PATCH', `/api/dogs/${encodeURIComponent(editId)}`, input)
        : await apiRequest('POST', '/api/dogs', input);
      // The answer is the saved dog; its name is what the toast says.
      const saved = dogSchema.safeParse(await res.json().catch(() => null));
      return saved.success ? saved.data.name : input.name;
    },
    onSuccess: async (name) => {
      toast(
        editId
          ? { title: 'Changes saved', description: `${name}'s profile has been updated.` }
          : { title: 'Success!', description: `${name}'s profile has been created.` },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LISTER_DOGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DOGS_QUERY_KEY }),
      ]);
      // Replace: Back from the dashboard should not reopen a form that was just sent.
      navigate(dashboardFor(role), { replace: true });
    },
    onError: (error) => {
      const { status, message } = describeApiError(error);
      const fallback = editId ? 'Failed to update dog profile' : 'Failed to create dog profile';
      toast({ variant: 'destructive', title: 'Error', description: status !== null && message ? message : fallback });
    },
  });
}
