import { TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useAccountEvents } from '../../lib/account-events';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { InvitationsTable } from './invitations-table';
import { InviteForm } from './invite-form';
import { LeaveWorkspace } from './leave-workspace';
import { MembersTable } from './members-table';
import { WorkspaceNameForm } from './workspace-name-form';

/** Members and pending invitations of the account; owners manage them, everyone sees them. */
export function TeamSection() {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const team = trpc.teams.listMembers.useQuery();
  useAccountEvents((event) => {
    if (event.type === 'team.changed') void utils.teams.listMembers.invalidate();
  });
  const isOwner = user?.role === 'owner';
  const owners = team.data?.members.filter((m) => m.role === 'owner').length ?? 0;
  // The last owner cannot leave; hiding the button beats a refusal.
  const canLeave = !(isOwner && owners <= 1);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Team</CardTitle>
        <CardDescription>
          {team.data
            ? `People in ${team.data.accountName}. Members upload lists, run campaigns and see everything; owners also manage the team, API keys, integrations and billing.`
            : 'People in your workspace'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {team.isPending ? <Spinner label="Loading your team..." /> : null}
        {team.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{TEAM_MESSAGES.loadFailed}</AlertTitle>
            <AlertDescription>
              <Button variant="outline" size="sm" className="w-fit" onClick={() => team.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {team.data ? (
          <>
            {isOwner ? (
              <WorkspaceNameForm key={team.data.accountName} initialName={team.data.accountName} />
            ) : null}
            {isOwner ? <InviteForm /> : null}
            <MembersTable members={team.data.members} canManage={isOwner} />
            <InvitationsTable invitations={team.data.invitations} canManage={isOwner} />
            {canLeave ? <LeaveWorkspace accountName={team.data.accountName} /> : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
