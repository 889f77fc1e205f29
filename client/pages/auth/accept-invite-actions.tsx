import { Link, useLocation } from 'wouter';
import { TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import type { InvitationInfo } from '../../../shared/teams/team-schemas';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';

type Props = { token: string; invitation: InvitationInfo };

/** Signed out: sign up or sign in first. Signed in: join with the invited address only. */
export function AcceptInviteActions({ token, invitation }: Props) {
  const { user, refreshSession, signOut } = useAuth();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const accept = trpc.teams.acceptInvitation.useMutation({
    onSuccess: async (result) => {
      await refreshSession();
      await utils.invalidate();
      toast.success(TEAM_MESSAGES.joined(result.accountName));
      navigate('/dashboard');
    },
  });

  if (!user) {
    const signUp = `/auth/signup?${new URLSearchParams({ invite: token, email: invitation.email })}`;
    const signIn = `/auth/signin?${new URLSearchParams({ redirect: `/auth/accept-invite/${token}` })}`;
    return (
      <div className="flex flex-col gap-2">
        <Button asChild>
          <Link href={signUp}>Sign up to join</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={signIn}>I already have an account</Link>
        </Button>
      </div>
    );
  }

  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <div className="flex flex-col gap-3">
        <InlineError message={TEAM_MESSAGES.wrongEmail} />
        <p className="text-sm text-muted-foreground">
          You are signed in as {user.email}. Sign out and sign in or sign up as {invitation.email}.
        </p>
        <Button variant="outline" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {accept.isError ? (
        <InlineError message={errorMessage(accept.error, TEAM_MESSAGES.actionFailed)} />
      ) : null}
      <Button disabled={accept.isPending} onClick={() => accept.mutate({ token })}>
        {accept.isPending ? 'Joining...' : 'Join workspace'}
      </Button>
      <Button asChild variant="ghost">
        <Link href="/dashboard">Not now</Link>
      </Button>
    </div>
  );
}

function InlineError({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <AlertDescription className="text-destructive">{message}</AlertDescription>
    </Alert>
  );
}
