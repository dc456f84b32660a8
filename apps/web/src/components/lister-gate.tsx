// Who may see a shelter's or owner's screen (product §6, §11): signed-in listers of the
// right kind, and for most screens only once they have filled in their details. Everyone
// else gets a clear page that says why and where to go, never a form that would fail.
// Shared by the listers' screens and the dog form, which are separate features.
import type { ReactNode } from 'react';
import { ClipboardList, Lock, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import type { ListerType, Me, Role } from '@scout/domain';
import { useMe } from '@/api/session';
import { loginHref } from '@/lib/auth-links';
import { CenteredMessage } from './centered-message';
import { PageLoader } from './page-loader';
import { Button } from './ui/button';

export type Lister = Me & { role: ListerType };

const ROLE_NOUNS: Record<ListerType, string> = { shelter: 'shelters', owner: 'private owners' };

/** Where each role's own work starts. */
export function homeFor(role: Role, onboarded: boolean): string {
  if (role === 'adopter') return '/discover';
  if (!onboarded) return role === 'shelter' ? '/shelter-onboarding' : '/owner-onboarding';
  return role === 'shelter' ? '/shelter-dashboard' : '/owner-dashboard';
}

export function isLister(me: Me | null): me is Lister {
  return me !== null && (me.role === 'shelter' || me.role === 'owner');
}

/**
 * Renders `children` for a signed-in lister whose role is in `roles` (and who has onboarded,
 * when `requireOnboarded`); otherwise the matching explanation. `loading` replaces the
 * default page outline while the account is being read.
 */
export function ListerGate({
  roles,
  requireOnboarded,
  purpose,
  loading,
  children,
}: {
  roles: readonly ListerType[];
  requireOnboarded: boolean;
  /** What the page is for, finishing "Please sign in to ...". */
  purpose: string;
  loading?: ReactNode;
  children: (me: Lister) => ReactNode;
}) {
  const { me, isLoading } = useMe();
  if (isLoading) return <>{loading ?? <PageLoader />}</>;

  if (!me) {
    return (
      <CenteredMessage
        icon={Lock}
        title="Authentication Required"
        actions={
          <>
            <Button asChild>
              <a href={loginHref(roles[0])}>Sign In</a>
            </Button>
            <Button asChild variant="outline">
              <Link href="/">Go to Home</Link>
            </Button>
          </>
        }
      >
        <p>Please sign in to {purpose}</p>
      </CenteredMessage>
    );
  }

  if (!isLister(me) || !roles.includes(me.role)) {
    const who = roles.map((r) => ROLE_NOUNS[r]).join(' and ');
    return (
      <CenteredMessage
        icon={ShieldAlert}
        title={`This page is for ${who}`}
        actions={
          <Button asChild>
            <Link href={homeFor(me.role, me.onboarded)}>
              {me.role === 'adopter' ? 'Go to Discover' : 'Go to Dashboard'}
            </Link>
          </Button>
        }
      >
        <p>
          {me.role === 'adopter'
            ? 'You are signed in as an adopter. Shelters and private owners list dogs on Scout.'
            : `You are signed in as a ${me.role === 'shelter' ? 'shelter' : 'private owner'}.`}
        </p>
      </CenteredMessage>
    );
  }

  if (requireOnboarded && !me.onboarded) {
    return (
      <CenteredMessage
        icon={ClipboardList}
        title="Finish setting up first"
        actions={
          <Button asChild>
            <Link href={homeFor(me.role, false)}>Complete your details</Link>
          </Button>
        }
      >
        <p>
          Tell adopters about {me.role === 'shelter' ? 'your shelter' : 'yourself'} before you list a dog. It takes a
          minute.
        </p>
      </CenteredMessage>
    );
  }

  return <>{children(me)}</>;
}
