// Sending a shelter's or owner's onboarding form (spec §2, §7, §8): on success the account
// counts as onboarded, so the cached /api/me is updated before the dashboard (which checks
// it) opens; on failure the caller shows the error.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { ListerType, Me } from '@scout/domain';
import { homeFor } from '@/components/lister-gate';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/query-keys';

const WELCOME: Record<ListerType, string> = {
  shelter: 'Your shelter profile is ready. Add your first dog whenever you like.',
  owner: 'Your profile is ready. Now tell adopters about your dog.',
};

export function useOnboardLister<Body>(kind: ListerType) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (body: Body) => apiRequest('POST', `/api/${kind}/onboard`, body),
    // Options-level callbacks run even if the page has gone by the time the answer comes.
    onSuccess: async () => {
      // The server re-signed the session cookie, so the refetch agrees; setting it first
      // means the dashboard never sees a stale "not onboarded" in between.
      queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) => (me ? { ...me, onboarded: true } : me));
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      toast({ title: 'Welcome to Scout!', description: WELCOME[kind] });
      // Replace: going back should not return to a form that is already done.
      navigate(homeFor(kind, true), { replace: true });
    },
  });
}
