import { type FormEvent, useState } from 'react';
import {
  CreateEndpointInput,
  EVENT_LABELS,
  INTEGRATIONS_TEXT,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '../../../shared/webhooks/webhooks';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';

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
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((now) => (on ? [...now, event] : now.filter((e) => e !== event)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateEndpointInput.safeParse({ url, events });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    add.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add an endpoint" className="flex flex-col gap-3">
      <FormField
        label="Endpoint URL"
        name="url"
        type="url"
        autoComplete="off"
        placeholder="https://crm.example.com/hooks/stormdialer"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        errors={errors.url}
      />
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-medium">Events</legend>
        <div className="grid gap-1.5 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />
              {EVENT_LABELS[event]} <code className="text-xs text-muted-foreground">{event}</code>
            </label>
          ))}
        </div>
        {errors.events?.length ? (
          <p className="text-sm text-destructive">{errors.events[0]}</p>
        ) : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add endpoint'}
        </Button>
      </div>
    </form>
  );
}
