import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearch } from 'wouter';
import { z } from 'zod';
import { loginModeSchema, roleSchema } from '@scout/domain/contracts/users';
import type { Role } from '@scout/domain';
import { signIn, signUp } from '@/api/session';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, serverMessage } from '@/lib/api-client';
import { LOGIN_CONTINUE_PATH } from '@/lib/auth-links';
import { AuthCard, ServerError } from './auth-card';
import {
  emailSchema,
  newPasswordSchema,
  PASSWORD_HINT,
  PASSWORD_MIN,
  TOO_MANY_ATTEMPTS,
  UNREACHABLE,
} from './password-rules';

const signInSchema = z.object({
  name: z.string(),
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
});
const signUpSchema = signInSchema.extend({
  name: z.string().trim().min(1, 'Name is required'),
  password: newPasswordSchema,
});
type Credentials = z.infer<typeof signUpSchema>;

type Mode = 'signIn' | 'signUp';

const CREATE_COPY: Record<Role, { title: string; line: string }> = {
  adopter: {
    title: 'Create your Scout account',
    line: 'Save your matches and message shelters about the dogs you love.',
  },
  shelter: {
    title: 'Create your shelter account',
    line: 'List your dogs and hear from adopters whose lives fit theirs.',
  },
  owner: { title: 'Create your owner account', line: 'Find a loving, well-matched new home for your dog.' },
};

function readIntendedRole(params: URLSearchParams): Role {
  const parsed = roleSchema.safeParse(params.get('intended_role'));
  return parsed.success ? parsed.data : 'adopter';
}

/**
 * The form to open: the one `mode` asks for ("Create Free Account" sends mode=signup), else
 * for shelters and owners, who arrive here to start listing, creating an account.
 */
function initialMode(params: URLSearchParams, role: Role): Mode {
  const asked = loginModeSchema.safeParse(params.get('mode'));
  if (asked.success) return asked.data === 'signup' ? 'signUp' : 'signIn';
  return role === 'adopter' ? 'signIn' : 'signUp';
}

/**
 * The built-in email + password sign-in (product §11). `GET /api/login` sends people here
 * when no OpenID provider is configured; the role they sign up with was stored by that call.
 */
export default function LoginPage() {
  const params = new URLSearchParams(useSearch());
  const role = readIntendedRole(params);
  const [mode, setMode] = useState<Mode>(() => initialMode(params, role));
  const [serverError, setServerError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const creating = mode === 'signUp';
  useDocumentTitle(creating ? 'Create account' : 'Sign in');

  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({
    resolver: zodResolver(creating ? signUpSchema : signInSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = async ({ name, email, password }: Credentials) => {
    setServerError(null);
    try {
      if (creating) await signUp({ name: name.trim(), email, password });
      else await signIn({ email, password });
      setRedirecting(true);
      // A full navigation: the server sends each role on to its next screen.
      window.location.assign(LOGIN_CONTINUE_PATH);
    } catch (error) {
      if (!(error instanceof ApiError)) setServerError(UNREACHABLE);
      else if (error.status === 429) setServerError(TOO_MANY_ATTEMPTS);
      else setServerError(serverMessage(error) || 'Something went wrong. Please try again.');
    }
  };

  const switchMode = () => {
    setMode(creating ? 'signIn' : 'signUp');
    setServerError(null);
    clearErrors();
  };

  const pending = isSubmitting || redirecting;
  const title = creating ? CREATE_COPY[role].title : 'Sign in to Scout';
  const line = creating ? CREATE_COPY[role].line : 'Welcome back. Your matches are waiting for you.';

  return (
    <AuthCard title={title} line={line}>
      <form className="mt-8 grid gap-5" noValidate onSubmit={handleSubmit(onSubmit)}>
        {creating ? (
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
        ) : null}
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint={creating ? PASSWORD_HINT : undefined}>
          <Input
            type="password"
            autoComplete={creating ? 'new-password' : 'current-password'}
            {...register('password')}
          />
        </FormField>
        {creating ? null : (
          <p className="-mt-2 text-right">
            <Link
              href="/forgot-password"
              className="rounded-md font-bold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              Forgot password?
            </Link>
          </p>
        )}

        <ServerError message={serverError} />

        <Button type="submit" size="lg" disabled={pending}>
          {creating ? (pending ? 'Creating account...' : 'Create account') : pending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>

      <p className="mt-6 text-center text-muted-foreground">
        {creating ? 'Already have an account? ' : 'New to Scout? '}
        <Button variant="link" className="h-auto p-0 text-base" onClick={switchMode}>
          {/* Worded unlike the submit buttons so "Sign in" and "Create account" each name one button. */}
          {creating ? 'Log in instead' : 'Create an account'}
        </Button>
      </p>
    </AuthCard>
  );
}
