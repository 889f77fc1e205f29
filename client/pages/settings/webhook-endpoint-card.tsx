import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/date-time';
import {
  EVENT_LABELS,
  INTEGRATIONS_TEXT,
  type WebhookEndpointView,
} from '../../../shared/webhooks/webhooks';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { WebhookSecretNotice } from './webhook-secret-notice';

const failed = (error: unknown) => toast.error(errorMessage(error, INTEGRATIONS_TEXT.actionFailed));

/** The endpoint's URL, whether it is enabled, and the events it receives. */
function EndpointSummary({ endpoint }: { endpoint: WebhookEndpointView }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="break-all font-mono text-sm">{endpoint.url}</span>
        <Badge variant={endpoint.enabled ? 'success' : 'destructive'}>
          {endpoint.enabled ? 'Enabled' : 'Disabled'}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {endpoint.events.map((event) => EVENT_LABELS[event]).join(' · ')}
      </p>
      {endpoint.enabled ? null : (
        <p className="text-sm text-destructive">{INTEGRATIONS_TEXT.disabled}</p>
      )}
    </>
  );
}

/** Remove, after a confirmation. */
function RemoveEndpointButton({ endpointId }: { endpointId: string }) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const remove = trpc.webhooks.removeEndpoint.useMutation({
    onError: failed,
    onSettled: () => utils.webhooks.endpoints.invalidate(),
  });
  return (
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
  );
}

/** One endpoint: its events, test, roll secret, enable, remove, and its delivery log. */
export function WebhookEndpointCard({ endpoint }: { endpoint: WebhookEndpointView }) {
  const utils = trpc.useUtils();
  const [rolled, setRolled] = useState<{ secret: string; until: string } | null>(null);
  const refresh = () => utils.webhooks.endpoints.invalidate();
  const endpointId = endpoint.id;
  const test = trpc.webhooks.sendTestEvent.useMutation({
    onSuccess: () => toast.success(INTEGRATIONS_TEXT.testQueued),
    onError: failed,
    onSettled: () => utils.webhooks.deliveries.invalidate({ endpointId }),
  });
  const roll = trpc.webhooks.rollSecret.useMutation({
    onSuccess: ({ secret, previousSecretUntil }) =>
      setRolled({ secret, until: formatDateTime(previousSecretUntil) }),
    onError: failed,
    onSettled: refresh,
  });
  const enable = trpc.webhooks.enableEndpoint.useMutation({ onError: failed, onSettled: refresh });

  return (
    <article
      className="flex flex-col gap-3 rounded-md border p-4"
      aria-label={`Endpoint ${endpoint.url}`}
    >
      <EndpointSummary endpoint={endpoint} />
      {rolled ? (
        <WebhookSecretNotice
          secret={rolled.secret}
          note={`${INTEGRATIONS_TEXT.rolled(rolled.until)} ${INTEGRATIONS_TEXT.secretOnce}`}
          onDone={() => setRolled(null)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={!endpoint.enabled || test.isPending}
          onClick={() => test.mutate({ endpointId })}
        >
          Send test event
        </Button>
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
        <RemoveEndpointButton endpointId={endpointId} />
      </div>
      <WebhookDeliveryLog endpointId={endpointId} enabled={endpoint.enabled} />
    </article>
  );
}
