import { type FormEvent, useState } from 'react';
import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import { ForgotPasswordSchema } from '../../../shared/auth/auth-schemas';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { AuthCard, TextLink } from './auth-card';
import { reportAuthError } from './auth-errors';
import { useAuthForm } from './use-auth-form';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const { field, parse, setErrors } = useAuthForm({ email: '' });
  const request = trpc.auth.requestPasswordReset.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = parse(ForgotPasswordSchema);
    if (!input) return;
    try {
      await request.mutateAsync(input);
      toast.success(M.resetInstructionsSent);
      setSent(true);
    } catch (error) {
      reportAuthError(error, M.resetSendFailed, setErrors);
    }
  };

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter your email address and we'll send you instructions to reset your password"
    >
      {sent ? (
        <div className="flex flex-col gap-4 text-sm">
          <p>{M.resetSentState}</p>
          <TextLink href="/auth/signin">Back to Sign In</TextLink>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send Reset Instructions'}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Remembered it? <TextLink href="/auth/signin">Back to Sign In</TextLink>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
