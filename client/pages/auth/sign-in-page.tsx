import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { safeRedirect } from '../../lib/auth-guards';
import { trpcClient } from '../../lib/trpc-client';
import { AuthCard, TextLink } from './auth-card';
import { reportAuthError } from './auth-errors';
import { useAuthForm } from './use-auth-form';

/**
 * The form's schema (and zod with it) loads after the page shows, not before; the page calls the
 * plain tRPC client, so it loads no React Query hooks either (issue 32: sign-in ≤ 120 KB).
 */
const signInSchema = () =>
  import('../../../shared/auth/auth-schemas').then((schemas) => schemas.SignInSchema);

export function SignInPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const { applySession } = useAuth();
  const { field, parse, setErrors } = useAuthForm({ email: '', password: '' });
  const [pending, setPending] = useState(false);
  useEffect(() => {
    void signInSchema().catch(() => {});
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const input = parse(await signInSchema());
      if (!input) return;
      applySession(await trpcClient.auth.signIn.mutate(input));
      toast.success(M.signedIn);
      navigate(safeRedirect(new URLSearchParams(search).get('redirect')), { replace: true });
    } catch (error) {
      reportAuthError(error, M.signInFailed, setErrors);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard
      title="Sign In"
      description="Enter your email and password to access your account"
      footer={
        <>
          Don't have an account? <TextLink href="/auth/signup">Sign Up</TextLink>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <div className="text-right text-sm">
          <TextLink href="/auth/forgot-password">Forgot Password?</TextLink>
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
