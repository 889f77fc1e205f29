import { type FormEvent, useState } from 'react';
import {
  CreateEndpointInput,
  INTEGRATIONS_TEXT,
  type WebhookEvent,
} from '../../../shared/webhooks/webhooks';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';
import { WebhookEndpointFields } from './webhook-endpoint-fields';

/** Adds an endpoint: its URL and the events it receives. The new secret goes to `onSecret`. */
export function WebhookEndpointForm({ onSecret }: { onSecret: (secret: string) => void }) {
  const utils = trpc.useUtils();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = trpc.webhooks.addEndpoint.useMutation({
    onSuccess: ({ secret }) => {
      onSecret(secret);
      setUrl('');
      setEvents([]);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error(errorMessage(error, INTEGRATIONS_TEXT.actionFailed));
    },
    onSettled: () => utils.webhooks.endpoints.invalidate(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateEndpointInput.safeParse({ url, events });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    add.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add an endpoint" className="flex flex-col gap-3">
      <WebhookEndpointFields
        url={url}
        onUrl={setUrl}
        events={events}
        onEvents={setEvents}
        errors={errors}
      />
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add endpoint'}
        </Button>
      </div>
    </form>
  );
}
