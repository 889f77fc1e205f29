import { type FormEvent, useState } from 'react';
import { RETRYABLE_STATUSES, type RetryableStatus } from '../../../shared/dialer/contact-status';
import { DIALER_MESSAGES } from '../../../shared/dialer/dialer-messages';
import {
  REDIAL_LIMITS,
  type RedialSettings,
  RedialSettingsSchema,
} from '../../../shared/dialer/redial-settings';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

type Draft = { maxAttempts: string; retryDelayMinutes: string; retryStatuses: RetryableStatus[] };

const toDraft = (settings: RedialSettings): Draft => ({
  maxAttempts: String(settings.maxAttempts),
  retryDelayMinutes: String(settings.retryDelayMinutes),
  retryStatuses: [...settings.retryStatuses],
});

/** The auto-dialer's redial rules; values are normalised with the shared schema on save. */
export function CallSettingsForm({
  listId,
  initial,
}: {
  listId: string | null;
  initial: RedialSettings;
}) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState(() => toDraft(initial));
  const save = trpc.campaignSettings.saveCallSettings.useMutation({
    onSuccess: () => {
      toast.success(DIALER_MESSAGES.settingsSaved);
      void utils.campaignSettings.get.invalidate();
      void utils.contacts.lists.invalidate();
    },
    onError: (error) =>
      toast.error(errorMessage(error, 'Failed to save settings. Please try again.')),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const redial = RedialSettingsSchema.parse(draft);
    setDraft(toDraft(redial));
    save.mutate({ listId, redial });
  };
  const toggleStatus = (status: RetryableStatus, checked: boolean) =>
    setDraft((old) => ({
      ...old,
      retryStatuses: checked
        ? [...old.retryStatuses, status]
        : old.retryStatuses.filter((s) => s !== status),
    }));

  const { maxAttempts, retryDelayMinutes } = REDIAL_LIMITS;
  return (
    <form onSubmit={onSubmit} className="grid max-w-xl gap-5">
      <div className="grid gap-2">
        <Label htmlFor="max-attempts">Max Attempts</Label>
        <Input
          id="max-attempts"
          inputMode="numeric"
          value={draft.maxAttempts}
          aria-describedby="max-attempts-hint"
          onChange={(event) => setDraft((old) => ({ ...old, maxAttempts: event.target.value }))}
        />
        <p id="max-attempts-hint" className="text-xs text-muted-foreground">
          Calls per contact, {maxAttempts.min} to {maxAttempts.max}.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="retry-delay">Retry Delay (minutes)</Label>
        <Input
          id="retry-delay"
          inputMode="numeric"
          value={draft.retryDelayMinutes}
          aria-describedby="retry-delay-hint"
          onChange={(event) =>
            setDraft((old) => ({ ...old, retryDelayMinutes: event.target.value }))
          }
        />
        <p id="retry-delay-hint" className="text-xs text-muted-foreground">
          Wait before calling a contact again, {retryDelayMinutes.min} to {retryDelayMinutes.max}{' '}
          minutes.
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Retry Statuses</legend>
        {RETRYABLE_STATUSES.map((status) => {
          const id = `retry-${status.replaceAll(' ', '-').toLowerCase()}`;
          return (
            <div key={status} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={draft.retryStatuses.includes(status)}
                onCheckedChange={(checked) => toggleStatus(status, checked === true)}
              />
              <Label htmlFor={id} className="font-normal">
                {status}
              </Label>
            </div>
          );
        })}
      </fieldset>
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Call Settings'}
      </Button>
    </form>
  );
}
