import { useState } from 'react';
import {
  EVENT_LABELS,
  INTEGRATIONS_TEXT,
  type WebhookEndpointView,
} from '../../../shared/webhooks/webhooks';
import { Badge } from '../../components/ui/badge';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { WebhookEndpointActions } from './webhook-endpoint-actions';
import { WebhookEndpointEditForm } from './webhook-endpoint-edit-form';
import { WebhookSecretNotice } from './webhook-secret-notice';

/** One endpoint: its URL and events (or their edit form), its actions, and its delivery log. */
export function WebhookEndpointCard({ endpoint }: { endpoint: WebhookEndpointView }) {
  const [rolled, setRolled] = useState<{ secret: string; until: string } | null>(null);
  const [editing, setEditing] = useState(false);

  return (
    <article
      className="flex flex-col gap-3 rounded-md border p-4"
      aria-label={`Endpoint ${endpoint.url}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="break-all font-mono text-sm">{endpoint.url}</span>
        <Badge variant={endpoint.enabled ? 'success' : 'destructive'}>
          {endpoint.enabled ? 'Enabled' : 'Disabled'}
        </Badge>
      </div>
      {editing ? (
        <WebhookEndpointEditForm endpoint={endpoint} onDone={() => setEditing(false)} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {endpoint.events.map((event) => EVENT_LABELS[event]).join(' · ')}
        </p>
      )}
      {endpoint.enabled ? null : (
        <p className="text-sm text-destructive">{INTEGRATIONS_TEXT.disabled}</p>
      )}
      {rolled ? (
        <WebhookSecretNotice
          secret={rolled.secret}
          note={`${INTEGRATIONS_TEXT.rolled(rolled.until)} ${INTEGRATIONS_TEXT.secretOnce}`}
          onDone={() => setRolled(null)}
        />
      ) : null}
      <WebhookEndpointActions
        endpoint={endpoint}
        editing={editing}
        onEdit={() => setEditing(true)}
        onRolled={setRolled}
      />
      <WebhookDeliveryLog endpointId={endpoint.id} enabled={endpoint.enabled} />
    </article>
  );
}
