// Sending a shelter's or owner's onboarding form (product §2, §7, §8): once the account counts as
// onboarded, a welcome and the dashboard; on failure the caller shows the error.
import { useLocation } from 'wouter';
import type { ListerType } from '@scout/domain';
import { useOnboardLister } from '@/api/listers';
import { homeFor } from '@/components/lister-gate';
import { toast } from '@/components/ui/use-toast';

const WELCOME: Record<ListerType, string> = {
  shelter: 'Your shelter profile is ready. Add your first dog whenever you like.',
  owner: 'Your profile is ready. Now tell adopters about your dog.',
};

export function useListerOnboarding<Body>(kind: ListerType) {
  const [, navigate] = useLocation();
  return useOnboardLister<Body>(kind, {
    onRefreshed: () => {
      toast({ title: 'Welcome to Scout!', description: WELCOME[kind] });
      // Replace: going back should not return to a form that is already done.
      navigate(homeFor(kind, true), { replace: true });
    },
  });
}
