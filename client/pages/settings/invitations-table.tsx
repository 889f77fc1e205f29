import { formatDateTime } from '../../../shared/format/date-time';
import { TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import type { PendingInvitation } from '../../../shared/teams/team-schemas';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';
import { roleLabel } from './members-table';

type Props = { invitations: PendingInvitation[]; canManage: boolean };

export function InvitationsTable({ invitations, canManage }: Props) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">Pending invitations ({invitations.length})</h3>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">No pending invitations</p>
      ) : (
        <Table aria-label="Pending invitations">
          <TableHeader>
            <TableRow>
              <TableHead>E-mail</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Expires</TableHead>
              {canManage ? <TableHead className="text-right">Actions</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} canManage={canManage} />
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

function InvitationRow({
  invitation,
  canManage,
}: {
  invitation: PendingInvitation;
  canManage: boolean;
}) {
  const utils = trpc.useUtils();
  const handlers = (success: (email: string) => string) => ({
    onSuccess: (result: { email: string }) => toast.success(success(result.email)),
    onError: (error: unknown) => toast.error(errorMessage(error, TEAM_MESSAGES.actionFailed)),
    onSettled: () => utils.teams.listMembers.invalidate(),
  });
  const resend = trpc.teams.resendInvitation.useMutation(handlers(TEAM_MESSAGES.invitationResent));
  const revoke = trpc.teams.revokeInvitation.useMutation(handlers(TEAM_MESSAGES.invitationRevoked));
  const busy = resend.isPending || revoke.isPending;
  const input = { invitationId: invitation.id };
  return (
    <TableRow>
      <TableCell className="font-medium">{invitation.email}</TableCell>
      <TableCell>{roleLabel(invitation.role)}</TableCell>
      <TableCell className="whitespace-nowrap">
        {invitation.expired ? (
          <Badge variant="warning">Expired</Badge>
        ) : (
          <span className="text-muted-foreground">
            {formatDateTime(invitation.expiresAt, 'date')}
          </span>
        )}
      </TableCell>
      {canManage ? (
        <TableCell className="text-right whitespace-nowrap">
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => resend.mutate(input)}>
            Resend
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => revoke.mutate(input)}>
            Revoke
          </Button>
        </TableCell>
      ) : null}
    </TableRow>
  );
}
