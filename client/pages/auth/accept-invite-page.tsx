import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import { Alert, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';
import { AcceptInviteActions } from './accept-invite-actions';
import { AuthCard } from './auth-card';

/** Target of the mailed invitation link: who invites whom, then sign up, sign in or join. */
export function AcceptInvitePage() {
  const { token = '' } = useParams<{ token: string }>();
  const auth = useAuth();
  const utils = trpc.useUtils();
  // invitationInfo is a POST so the token stays out of URLs; react-query still caches it.
  const info = useQuery({
    queryKey: ['teams.invitationInfo', token],
    queryFn: () => utils.client.teams.invitationInfo.mutate({ token }),
    retry: false,
  });

  return (
    <AuthCard title="Team invitation">
      {info.data ? (
        <p className="text-sm text-muted-foreground">
          You have been invited to join <strong>{info.data.accountName}</strong> as{' '}
          {info.data.role === 'owner' ? 'an owner' : 'a member'}. The invitation is for{' '}
          <strong>{info.data.email}</strong>.
        </p>
      ) : null}
      {info.isPending || auth.status === 'loading' ? (
        <Spinner label="Checking your invitation..." />
      ) : info.isError ? (
        <Problem message={errorMessage(info.error, TEAM_MESSAGES.invalidLink)} />
      ) : info.data.problem ? (
        <Problem message={info.data.problem} />
      ) : (
        <AcceptInviteActions token={token} invitation={info.data} />
      )}
    </AuthCard>
  );
}

function Problem({ message }: { message: string }) {
  const { user } = useAuth();
  return (
    <>
      <Alert variant="destructive">
        <AlertTitle>{message}</AlertTitle>
      </Alert>
      <Button asChild variant="outline">
        <Link href={user ? '/dashboard' : '/'}>{user ? 'Go to dashboard' : 'Return to Home'}</Link>
      </Button>
    </>
  );
}
