import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { Link } from 'wouter';
import { z } from 'zod';
import { requestPasswordReset } from '@/api/password-reset';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, serverMessage } from '@/lib/api-client';
import { AuthCard, ServerError } from './auth-card';
import { emailSchema, TOO_MANY_ATTEMPTS, UNREACHABLE } from './password-rules';

const forgotSchema = z.object({ email: emailSchema });
type ForgotValues = z.infer<typeof forgotSchema>;

/**
 * "Forgot password?" (product §16.7): asks for a reset link. What follows never says whether
 * the address has an account, so nobody can use this page to find out who uses Scout.
 */
export default function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });

  const onSubmit = async ({ email }: ForgotValues) => {
    setServerError(null);
    try {
      await requestPasswordReset({ email });
      setSentTo(email);
    } catch (error) {
      if (!(error instanceof ApiError)) setServerError(UNREACHABLE);
      else if (error.status === 429) setServerError(TOO_MANY_ATTEMPTS);
      else setServerError(serverMessage(error) || 'Something went wrong. Please try again.');
    }
  };

  if (sentTo !== null) {
    return (
      <AuthCard title="Check your email" line={null}>
        <div role="status" className="mt-2 grid gap-4">
          <p className="flex items-start gap-3 rounded-2xl bg-secondary p-4 font-semibold text-secondary-foreground">
            <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              If an account exists for {sentTo}, we&apos;ve sent a link to reset your password. It works for one hour.
            </span>
          </p>
          <p className="text-muted-foreground">
            Nothing there after a few minutes? Check your spam folder, or{' '}
            <Button variant="link" className="h-auto p-0 text-base" onClick={() => setSentTo(null)}>
              try another address
            </Button>
            .
          </p>
        </div>
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link href="/login">Back to sign in</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      line="Enter the email you use for Scout and we'll send you a link to choose a new password."
    >
      <form className="mt-8 grid gap-5" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <ServerError message={serverError} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Sending link...' : 'Send reset link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-muted-foreground">
        Remembered it?{' '}
        <Link
          href="/login"
          className="rounded-md font-bold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
