import { useState } from 'react';
import { useLocation } from 'wouter';
import { TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';

/** Leaving moves the user into an empty workspace of their own; they stay signed in. */
export function LeaveWorkspace({ accountName }: { accountName: string }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const { refreshSession } = useAuth();
  const utils = trpc.useUtils();
  const leave = trpc.teams.leave.useMutation({
    onSuccess: async () => {
      setOpen(false);
      toast.success(TEAM_MESSAGES.left);
      await refreshSession();
      await utils.invalidate();
      navigate('/dashboard');
    },
    onError: (error) => toast.error(errorMessage(error, TEAM_MESSAGES.actionFailed)),
  });
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-4">
      <p className="text-sm text-muted-foreground">
        Leaving gives you an empty workspace of your own.
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" size="sm">
            Leave workspace
          </Button>
        }
        title={`Leave ${accountName}?`}
        description="You lose access to its lists, campaigns and results. An owner can invite you again."
        confirmLabel="Leave workspace"
        pendingLabel="Leaving..."
        pending={leave.isPending}
        onConfirm={() => leave.mutate()}
      />
    </div>
  );
}
