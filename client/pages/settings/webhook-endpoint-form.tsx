import type { FormEvent } from 'react';
import { CreateEndpointInput } from '../../../shared/webhooks/webhooks';
import { Button } from '../../components/ui/button';
import { zodFieldErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { useEndpointDraft } from './webhook-endpoint-fields';

/** Adds an endpoint: its URL and the events it receives. The new secret goes to `onSecret`. */
export function WebhookEndpointForm({ onSecret }: { onSecret: (secret: string) => void }) {
  const utils = trpc.useUtils();
  const draft = useEndpointDraft({ url: '', events: [] });
  const add = trpc.webhooks.addEndpoint.useMutation({
    onSuccess: ({ secret }) => {
      onSecret(secret);
      draft.reset();
    },
    onError: draft.failed,
    onSettled: () => utils.webhooks.endpoints.invalidate(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateEndpointInput.safeParse({ url: draft.url, events: draft.events });
    if (!parsed.success) return draft.setErrors(zodFieldErrors(parsed.error));
    draft.setErrors({});
    add.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add an endpoint" className="flex flex-col gap-3">
      {draft.fields}
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add endpoint'}
        </Button>
      </div>
    </form>
  );
}
