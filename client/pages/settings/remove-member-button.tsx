import { useState } from 'react';
import { TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import type { TeamMember } from '../../../shared/teams/team-schemas';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Remove ${member.name}`}>
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove {member.name}?</DialogTitle>
          <DialogDescription>
            {member.email} is signed out everywhere at once and loses access to this workspace. They
            keep their login and get an empty workspace of their own.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ userId: member.id })}
          >
            {remove.isPending ? 'Removing...' : 'Remove member'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
