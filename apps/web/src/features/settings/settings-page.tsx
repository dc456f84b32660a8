import type { ReactNode } from 'react';
import { KeyRound, LogOut, Lock } from 'lucide-react';
import type { Role } from '@scout/domain';
import { useMe } from '@/api/session';
import { useSignOut } from '@/api/session';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loginHref } from '@/lib/auth-links';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EmailVerificationStatus } from './email-verification-status';
import { NotificationSettingsCard } from './notification-settings-card';

const ROLE_LABELS: Record<Role, string> = {
  adopter: 'Adopter',
  shelter: 'Shelter',
  owner: 'Private owner',
};

/**
 * Account settings (product §11, §14, §16): details and email verification,
 * notifications, password, sign out, delete account.
 */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const { me, isLoading } = useMe();
  const signOut = useSignOut();

  if (isLoading) {
    return (
      <div role="status" className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 md:px-8">
        <span className="sr-only">Loading your settings…</span>
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-44" />
        <Skeleton className="h-72" />
      </div>
    );
  }

  if (!me) {
    return (
      <CenteredMessage
        icon={Lock}
        title="Authentication Required"
        actions={
          <Button asChild>
            <a href={loginHref('adopter')}>Sign In</a>
          </Button>
        }
      >
        <p>Please log in to view your settings</p>
      </CenteredMessage>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 md:px-8 md:py-12">
      <h1 className="text-3xl font-black tracking-tight md:text-4xl">Settings</h1>

      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-[8rem_1fr]">
            <Detail term="Name">{me.name || 'Not set'}</Detail>
            <Detail term="Email">
              {me.email}
              <EmailVerificationStatus email={me.email} />
            </Detail>
            <Detail term="Account type">{ROLE_LABELS[me.role]}</Detail>
          </dl>
        </CardContent>
      </Card>

      <NotificationSettingsCard role={me.role} />

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-brand-700" aria-hidden="true" />
            Change password
          </CardTitle>
          <CardDescription>Your other devices will be signed out.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Sign out</CardTitle>
          <CardDescription>End your session on this device.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </CardContent>
      </Card>

      <Card className="border-red-200">
        <CardHeader>
          <CardTitle>Delete account</CardTitle>
          <CardDescription>Remove your account and everything you saved on Scout.</CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountDialog />
        </CardContent>
      </Card>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:contents">
      <dt className="text-sm font-bold text-muted-foreground sm:text-base">{term}</dt>
      <dd className="break-words font-semibold">{children}</dd>
    </div>
  );
}
