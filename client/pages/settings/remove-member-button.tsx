import { useState } from 'react';
import { TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import type { TeamMember } from '../../../shared/teams/team-schemas';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

export function RemoveMemberButton({ member }: { member: TeamMember }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const remove = trpc.teams.removeMember.useMutation({
    onSuccess: (result) => {
      setOpen(false);
      toast.success(TEAM_MESSAGES.memberRemoved(result.name));
    },
    onError: (error) => toast.error(errorMessage(error, TEAM_MESSAGES.actionFailed)),
    onSettled: () => utils.teams.listMembers.invalidate(),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Remove ${member.name}`}>
          Remove
        </Button>
      }
      title={`Remove ${member.name}?`}
      description={`${member.email} is signed out everywhere at once and loses access to this workspace. They keep their login and get an empty workspace of their own.`}
      confirmLabel="Remove member"
      pendingLabel="Removing..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ userId: member.id })}
    />
  );
}
