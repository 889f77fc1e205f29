import { AUTH_MESSAGES } from '../../../shared/auth/auth-messages';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/** The e-mail's state; nothing when unverified on a deployment that asks for no confirmation. */
export function EmailVerification({ verified }: { verified: boolean }) {
  const confirmation = trpc.auth.emailConfirmation.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
  });
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: (result) => toast.success(result.message),
    onError: (error) => toast.error(errorMessage(error, AUTH_MESSAGES.mailFailed)),
  });
  if (verified) return <Badge variant="success">Email verified</Badge>;
  if (confirmation.data?.required !== true) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="warning">Email not verified</Badge>
      <Button
        variant="link"
        size="sm"
        className="h-auto px-0"
        disabled={resend.isPending}
        onClick={() => resend.mutate(undefined)}
      >
        {resend.isPending ? 'Sending...' : 'Resend verification email'}
      </Button>
    </div>
  );
}
