import { useEffect, useRef } from 'react';
import { Link, useParams } from 'wouter';
import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { AuthCard, TextLink } from './auth-card';
import { authErrorMessage } from './auth-errors';

/** Opened from the verification e-mail: confirms the address once, then offers the way on. */
export function VerifyEmailPage() {
  const { token = '' } = useParams<{ token?: string }>();
  const { status, refreshSession } = useAuth();
  const verify = trpc.auth.verifyEmail.useMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || status === 'loading') return;
    started.current = true;
    verify.mutate(
      { token },
      { onSuccess: () => (status === 'signed-in' ? refreshSession() : undefined) },
    );
  }, [status, token, verify, refreshSession]);

  const next = status === 'signed-in' ? '/dashboard' : '/auth/signin';
  return (
    <AuthCard title="Verify Email">
      {verify.isSuccess ? (
        <div className="flex flex-col gap-4 text-sm">
          <p>{M.emailVerified}</p>
          <Button asChild>
            <Link href={next}>{status === 'signed-in' ? 'Go to Dashboard' : 'Sign In'}</Link>
          </Button>
        </div>
      ) : verify.isError ? (
        <div className="flex flex-col gap-4 text-sm">
          <p className="text-destructive">
            {authErrorMessage(verify.error, M.verificationTokenInvalid) ??
              M.verificationTokenMissing}
          </p>
          <TextLink href={next}>
            {status === 'signed-in' ? 'Back to Dashboard' : 'Back to Sign In'}
          </TextLink>
        </div>
      ) : (
        <Spinner label="Verifying your email..." />
      )}
    </AuthCard>
  );
}
