import type { FormEvent } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import { ResetPasswordFormSchema } from '../../../shared/auth/auth-schemas';
import { FormField } from '../../components/form-field';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { AuthCard, TextLink } from './auth-card';
import { reportAuthError } from './auth-errors';
import { useAuthForm } from './use-auth-form';

/** Both readings of the route: /auth/reset-password/{token} and /auth/reset-password?token=... */
function useResetToken(): string {
  const params = useParams<{ token?: string }>();
  const query = new URLSearchParams(useSearch()).get('token');
  return (params.token ?? query ?? '').trim();
}

export function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const token = useResetToken();
  const { field, parse, setErrors } = useAuthForm({ password: '', confirmPassword: '' });
  const reset = trpc.auth.resetPassword.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = parse(ResetPasswordFormSchema);
    if (!input) return;
    if (!token) return void toast.error(M.resetTokenMissing);
    try {
      await reset.mutateAsync({ ...input, token });
      toast.success(M.passwordResetDone);
      navigate('/auth/signin', { replace: true });
    } catch (error) {
      reportAuthError(error, M.resetFailed, setErrors);
    }
  };

  return (
    <AuthCard title="Reset Password" description="Enter your new password below">
      {token ? null : (
        <Alert variant="destructive">
          <AlertDescription>
            {M.resetTokenMissing}.{' '}
            <TextLink href="/auth/forgot-password">Request a new link</TextLink>
          </AlertDescription>
        </Alert>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField
          label="New Password"
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
