import type { FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import { SignInSchema } from '../../../shared/auth/auth-schemas';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { safeRedirect } from '../../lib/auth-guards';
import { trpc } from '../../lib/trpc';
import { AuthCard, TextLink } from './auth-card';
import { reportAuthError } from './auth-errors';
import { useAuthForm } from './use-auth-form';

export function SignInPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const { applySession } = useAuth();
  const { field, parse, setErrors } = useAuthForm({ email: '', password: '' });
  const signIn = trpc.auth.signIn.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = parse(SignInSchema);
    if (!input) return;
    try {
      applySession(await signIn.mutateAsync(input));
      toast.success(M.signedIn);
      navigate(safeRedirect(new URLSearchParams(search).get('redirect')), { replace: true });
    } catch (error) {
      reportAuthError(error, M.signInFailed, setErrors);
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
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
