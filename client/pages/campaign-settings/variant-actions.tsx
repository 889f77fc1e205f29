import { useState } from 'react';
import { VARIANT_MESSAGES } from '../../../shared/ab/variant-inputs';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/** Stop a running variant, or promote it to the list's only agent (both behind a confirmation). */
export function VariantActions({
  listId,
  variantId,
  agentName,
  canStop,
}: {
  listId: string;
  variantId: string;
  agentName: string;
  canStop: boolean;
}) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState<'stop' | 'promote' | null>(null);
  const done = (message: string) => {
    toast.success(message);
    setOpen(null);
    void utils.variants.invalidate();
    void utils.campaignSettings.get.invalidate();
  };
  const failed = (error: unknown) =>
    toast.error(errorMessage(error, 'Failed to change the test. Please try again.'));
  const stop = trpc.variants.stop.useMutation({
    onSuccess: () => done(VARIANT_MESSAGES.stopped),
    onError: failed,
  });
  const promote = trpc.variants.promote.useMutation({
    onSuccess: () => done(VARIANT_MESSAGES.promoted(agentName)),
    onError: failed,
  });
  return (
    <div className="flex gap-2">
      {canStop ? (
        <ConfirmDialog
          open={open === 'stop'}
          onOpenChange={(o) => setOpen(o ? 'stop' : null)}
          trigger={
            <Button variant="outline" size="sm">
              Stop
            </Button>
          }
          title={`Stop ${agentName}?`}
          description="It takes no more contacts; its contacts move to the other variants by the same hash at their next call."
          confirmLabel="Stop variant"
          pendingLabel="Stopping..."
          pending={stop.isPending}
          onConfirm={() => stop.mutate({ listId, variantId })}
        />
      ) : null}
      <ConfirmDialog
        open={open === 'promote'}
        onOpenChange={(o) => setOpen(o ? 'promote' : null)}
        trigger={<Button size="sm">Promote</Button>}
        title={`Make ${agentName} the list's only agent?`}
        description="The test ends: every contact is called by this agent from now on. The results stay here."
        confirmLabel="Promote"
        pendingLabel="Promoting..."
        pending={promote.isPending}
        onConfirm={() => promote.mutate({ listId, variantId })}
      />
    </div>
  );
}
