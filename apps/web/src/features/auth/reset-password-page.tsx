import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { z } from 'zod';
import { isInvalidResetToken, resetPassword } from '@/api/password-reset';
import { CenteredMessage } from '@/components/centered-message';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, serverMessage } from '@/lib/api-client';
import { AuthCard, ServerError } from './auth-card';
import { newPasswordSchema, PASSWORD_HINT, TOO_MANY_ATTEMPTS, UNREACHABLE } from './password-rules';

const resetSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
type ResetValues = z.infer<typeof resetSchema>;

type Outcome = 'form' | 'done' | 'invalid';

/** The token of the emailed link, or null when there is none or Better Auth already refused it. */
function readToken(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('error')) return null;
  return params.get('token') || null;
}

/**
 * Where the reset email's link lands (product §16.7): choose a new password. The link works
 * once, for one hour; a spent or expired one says so and offers a new one.
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const token = readToken(useSearch());
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid');
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async ({ newPassword }: ResetValues) => {
    if (!token) return;
    setServerError(null);
    try {
      await resetPassword({ newPassword, token });
      setOutcome('done');
    } catch (error) {
      if (isInvalidResetToken(error)) setOutcome('invalid');
      else if (!(error instanceof ApiError)) setServerError(UNREACHABLE);
      else if (error.status === 429) setServerError(TOO_MANY_ATTEMPTS);
      else setServerError(serverMessage(error) || 'Something went wrong. Please try again.');
    }
  };

  if (outcome === 'invalid') {
    return (
      <div role="alert">
        <CenteredMessage
          icon={LinkIcon}
          title="This link has expired"
          actions={
            <>
              <Button asChild>
                <Link href="/forgot-password">Get a new link</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/login">Back to sign in</Link>
              </Button>
            </>
          }
        >
          <p>Reset links work once, for one hour. Ask for a new one and we&apos;ll email it right away.</p>
        </CenteredMessage>
      </div>
    );
  }

  if (outcome === 'done') {
    return (
      <div role="status">
        <CenteredMessage
          icon={CheckCircle2}
          title="Password changed"
          actions={
            <Button asChild>
              <Link href="/login">Sign in</Link>
            </Button>
          }
        >
          <p>Sign in with your new password. Any device that was still signed in has been signed out.</p>
        </CenteredMessage>
      </div>
    );
  }

  return (
    <AuthCard title="Choose a new password" line="Pick something you don't use anywhere else.">
      <form className="mt-8 grid gap-5" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label="New password" error={errors.newPassword?.message} hint={PASSWORD_HINT}>
          <Input type="password" autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <ServerError message={serverError} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
