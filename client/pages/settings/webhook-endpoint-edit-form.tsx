import { type FormEvent, useState } from 'react';
import {
  INTEGRATIONS_TEXT,
  UpdateEndpointInput,
  type WebhookEndpointView,
} from '../../../shared/webhooks/webhooks';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';
import { WebhookEndpointFields } from './webhook-endpoint-fields';

/** Edits an endpoint's URL and events; its signing secret stays as it is. */
export function WebhookEndpointEditForm({
  endpoint,
  onDone,
}: {
  endpoint: WebhookEndpointView;
  onDone: () => void;
}) {
  const utils = trpc.useUtils();
  const [url, setUrl] = useState(endpoint.url);
  const [events, setEvents] = useState(endpoint.events);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = trpc.webhooks.updateEndpoint.useMutation({
    onSuccess: () => {
      toast.success(INTEGRATIONS_TEXT.endpointSaved);
      onDone();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error(errorMessage(error, INTEGRATIONS_TEXT.actionFailed));
    },
    onSettled: () => utils.webhooks.endpoints.invalidate(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateEndpointInput.safeParse({ endpointId: endpoint.id, url, events });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit endpoint" className="flex flex-col gap-3">
      <WebhookEndpointFields
        url={url}
        onUrl={setUrl}
        events={events}
        onEvents={setEvents}
        errors={errors}
      />
      <p className="text-xs text-muted-foreground">{INTEGRATIONS_TEXT.editKeepsSecret}</p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
