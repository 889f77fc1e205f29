import { useState } from 'react';
import { AGENT_MESSAGES, type VoiceAgentView } from '../../../shared/agents/agent-view';
import { Checkbox } from '../../components/ui/checkbox';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/** 'Are you sure?' with Cancel and Delete; a linked agent may be deleted on Retell too. */
export function DeleteAgentDialog({
  agent,
  trigger,
}: {
  agent: VoiceAgentView;
  trigger: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [onRetell, setOnRetell] = useState(false);
  const utils = trpc.useUtils();
  const remove = trpc.agents.delete.useMutation({
    onSuccess: () => {
      toast.success(AGENT_MESSAGES.deleted);
      setOpen(false);
      void utils.agents.list.invalidate();
    },
    onError: (error) =>
      toast.error(AGENT_MESSAGES.deleteError, {
        description: errorMessage(error, 'Please try again.'),
      }),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={AGENT_MESSAGES.deleteTitle}
      description={
        <span className="flex flex-col gap-3">
          <span>"{agent.name}" will be deleted. This cannot be undone.</span>
          {agent.retellAgentId ? (
            <span className="flex items-center gap-2">
              <Checkbox
                id={`retell-${agent.id}`}
                checked={onRetell}
                onCheckedChange={(v) => setOnRetell(v === true)}
              />
              <Label htmlFor={`retell-${agent.id}`}>Also delete it on Retell AI</Label>
            </span>
          ) : null}
        </span>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: agent.id, alsoDeleteOnRetell: onRetell })}
    />
  );
}
