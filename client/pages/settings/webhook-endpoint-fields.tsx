import { useState } from 'react';
import {
  EVENT_LABELS,
  INTEGRATIONS_TEXT,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '../../../shared/webhooks/webhooks';
import { FormField } from '../../components/form-field';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors } from '../../lib/form-errors';
import { errorMessage } from '../../lib/trpc';

/** The add and the edit forms' state: the URL and events typed so far, and their errors. */
export function useEndpointDraft(initial: { url: string; events: WebhookEvent[] }) {
  const [url, setUrl] = useState(initial.url);
  const [events, setEvents] = useState(initial.events);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fields = (
    <WebhookEndpointFields
      url={url}
      onUrl={setUrl}
      events={events}
      onEvents={setEvents}
      errors={errors}
    />
  );
  const reset = () => {
    setUrl(initial.url);
    setEvents(initial.events);
  };
  /** A refused save: the server's field errors beside their fields, its message as a toast. */
  const failed = (error: unknown) => {
    setErrors(serverFieldErrors(error));
    toast.error(errorMessage(error, INTEGRATIONS_TEXT.actionFailed));
  };
  return { url, events, setErrors, reset, failed, fields };
}

/** An endpoint's URL and the events it receives (the add and the edit forms). */
export function WebhookEndpointFields({
  url,
  onUrl,
  events,
  onEvents,
  errors,
}: {
  url: string;
  onUrl: (url: string) => void;
  events: WebhookEvent[];
  onEvents: (events: WebhookEvent[]) => void;
  errors: FieldErrors;
}) {
  const toggle = (event: WebhookEvent, on: boolean) =>
    onEvents(on ? [...events, event] : events.filter((e) => e !== event));
  return (
    <>
      <FormField
        label="Endpoint URL"
        name="url"
        type="url"
        autoComplete="off"
        placeholder="https://crm.example.com/hooks/stormdialer"
        value={url}
        onChange={(event) => onUrl(event.target.value)}
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
    </>
  );
}
