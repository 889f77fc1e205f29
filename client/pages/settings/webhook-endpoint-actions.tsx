import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/date-time';
import { INTEGRATIONS_TEXT, type WebhookEndpointView } from '../../../shared/webhooks/webhooks';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

const failed = (error: unknown) => toast.error(errorMessage(error, INTEGRATIONS_TEXT.actionFailed));

/** An endpoint's buttons: test, edit, roll secret, enable, remove. */
export function WebhookEndpointActions({
  endpoint,
  editing,
  onEdit,
  onRolled,
}: {
  endpoint: WebhookEndpointView;
  editing: boolean;
  onEdit: () => void;
  onRolled: (rolled: { secret: string; until: string }) => void;
}) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => utils.webhooks.endpoints.invalidate();
  const endpointId = endpoint.id;
  const test = trpc.webhooks.sendTestEvent.useMutation({
    onSuccess: () => toast.success(INTEGRATIONS_TEXT.testQueued),
    onError: failed,
    onSettled: () => utils.webhooks.deliveries.invalidate({ endpointId }),
  });
  const roll = trpc.webhooks.rollSecret.useMutation({
    onSuccess: ({ secret, previousSecretUntil }) =>
      onRolled({ secret, until: formatDateTime(previousSecretUntil) }),
    onError: failed,
    onSettled: refresh,
  });
  const enable = trpc.webhooks.enableEndpoint.useMutation({ onError: failed, onSettled: refresh });
  const remove = trpc.webhooks.removeEndpoint.useMutation({ onError: failed, onSettled: refresh });

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        disabled={!endpoint.enabled || test.isPending}
        onClick={() => test.mutate({ endpointId })}
      >
        Send test event
      </Button>
      {editing ? null : (
        <Button size="sm" variant="outline" onClick={onEdit}>
          Edit
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={roll.isPending}
        onClick={() => roll.mutate({ endpointId })}
      >
        Roll secret
      </Button>
      {endpoint.enabled ? null : (
        <Button
          size="sm"
          variant="outline"
          disabled={enable.isPending}
          onClick={() => enable.mutate({ endpointId })}
        >
          Enable
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button size="sm" variant="outline">
            Remove
          </Button>
        }
        title="Remove this endpoint?"
        description="It stops receiving events, and its delivery log is deleted."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ endpointId }, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
