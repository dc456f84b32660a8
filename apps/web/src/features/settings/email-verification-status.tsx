import { useState } from 'react';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { useEmailVerified, useSendVerificationEmail } from '@/api/email-verification';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';

/**
 * Under the account's email (product §16.7): whether it is verified, and for an address that
 * is not, a way to have the link sent again. Unverified accounts work all the same, so this
 * says nothing while the answer is unknown.
 */
export function EmailVerificationStatus({ email }: { email: string }) {
  const verified = useEmailVerified({ enabled: true });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const send = useSendVerificationEmail({
    onSuccess: () => setNotice({ ok: true, text: `We've sent a new verification link to ${email}.` }),
    onError: (error) =>
      setNotice({
        ok: false,
        text: serverMessage(error) ?? "We couldn't send the email. Please try again in a moment.",
      }),
  });

  if (verified.data === true) {
    return (
      <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
        <BadgeCheck className="size-4 text-brand-700" aria-hidden="true" />
        Verified
      </p>
    );
  }
  if (verified.data !== false) return null;

  return (
    <div className="mt-1 grid justify-items-start gap-2">
      <p className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
        <MailWarning className="size-4 text-brand-700" aria-hidden="true" />
        Not verified yet
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={send.isPending}
        onClick={() => {
          setNotice(null);
          send.mutate(email);
        }}
      >
        {send.isPending ? 'Sending...' : 'Send verification email again'}
      </Button>
      <p role="status" className={notice?.ok === false ? 'text-sm font-semibold text-destructive' : 'text-sm'}>
        {notice?.text}
      </p>
    </div>
  );
}
