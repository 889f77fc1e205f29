import type { FormEvent } from 'react';
import {
  INTEGRATIONS_TEXT,
  UpdateEndpointInput,
  type WebhookEndpointView,
} from '../../../shared/webhooks/webhooks';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { zodFieldErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { useEndpointDraft } from './webhook-endpoint-fields';

/** Edits an endpoint's URL and events; its signing secret stays as it is. */
export function WebhookEndpointEditForm({
  endpoint,
  onDone,
}: {
  endpoint: WebhookEndpointView;
  onDone: () => void;
}) {
  const utils = trpc.useUtils();
  const draft = useEndpointDraft(endpoint);
  const save = trpc.webhooks.updateEndpoint.useMutation({
    onSuccess: () => {
      toast.success(INTEGRATIONS_TEXT.endpointSaved);
      onDone();
    },
    onError: draft.failed,
    onSettled: () => utils.webhooks.endpoints.invalidate(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { endpointId: endpoint.id, url: draft.url, events: draft.events };
    const parsed = UpdateEndpointInput.safeParse(input);
    if (!parsed.success) return draft.setErrors(zodFieldErrors(parsed.error));
    draft.setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit endpoint" className="flex flex-col gap-3">
      {draft.fields}
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
