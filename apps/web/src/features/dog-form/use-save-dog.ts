// Saving the dog form (product §2, §4, §7, §8, §14): a new dog or changes to one.
// Success says so and opens the lister's dashboard (owners to theirs, everyone else to the
// shelter's) once its list is fresh; failure says why.
import { useLocation } from 'wouter';
import type { ListerType } from '@scout/domain';
import { useSaveDog as useSaveDogCall } from '@/api/listers';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';

export function dashboardFor(role: ListerType): string {
  return role === 'owner' ? '/owner-dashboard' : '/shelter-dashboard';
}

export function useSaveDog({ editId, role }: { editId: string | null; role: ListerType }) {
  const [, navigate] = useLocation();
  return useSaveDogCall(editId, {
    // The name is the saved dog's, as the server answered.
    onSuccess: (name) =>
      toast(
        editId
          ? { title: 'Changes saved', description: `${name}'s profile has been updated.` }
          : { title: 'Success!', description: `${name}'s profile has been created.` },
      ),
    // Replace: Back from the dashboard should not reopen a form that was just sent.
    onRefreshed: () => navigate(dashboardFor(role), { replace: true }),
    onError: (error) => {
      const fallback = editId ? 'Failed to update dog profile' : 'Failed to create dog profile';
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error) || fallback });
    },
  });
}
