import type { FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import { SignUpFormSchema } from '../../../shared/auth/auth-schemas';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { browserTimeZone } from '../../lib/browser-time-zone';
import { trpc } from '../../lib/trpc';
import { AuthCard, TextLink } from './auth-card';
import { reportAuthError } from './auth-errors';
import { useAuthForm } from './use-auth-form';

const explainDisabled = (message: string) =>
  message.includes(M.signupDisabledServer) ? M.signupDisabled : message;

/** Sign up; `?invite=<token>&email=<address>` (from an invitation link) joins that workspace. */
export function SignUpPage() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const inviteToken = params.get('invite') ?? undefined;
  const { applySession } = useAuth();
  const { field, parse, setErrors } = useAuthForm({
    name: '',
    email: params.get('email') ?? '',
    password: '',
    confirmPassword: '',
  });
  const signUp = trpc.auth.signUp.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = parse(SignUpFormSchema);
    if (!input) return;
    try {
      const timeZone = browserTimeZone();
      const result = await signUp.mutateAsync({ ...input, inviteToken, timeZone });
      if (result.status === 'signed-in') {
        applySession(result);
        navigate('/dashboard', { replace: true });
      } else {
        toast.success(M.checkEmailForVerification);
        navigate('/auth/signin');
      }
    } catch (error) {
      reportAuthError(error, M.signUpFailed, setErrors, explainDisabled);
    }
  };

  return (
    <AuthCard
      title="Create an Account"
      description="Enter your details to get started"
      footer={
        <>
          Already have an account? <TextLink href="/auth/signin">Sign In</TextLink>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label="Full Name" autoComplete="name" {...field('name')} />
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        <FormField
          label="Password"
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
        <Button type="submit" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
