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

/** A numeric text input with its hint underneath (the schema normalises it on save). */
function NumberField({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="numeric"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/** The outcomes that get another call: a checkbox each. */
function RetryStatusesField({
  selected,
  onToggle,
}: {
  selected: readonly RetryableStatus[];
  onToggle: (status: RetryableStatus, checked: boolean) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Retry Statuses</legend>
      {RETRYABLE_STATUSES.map((status) => {
        const id = `retry-${status.replaceAll(' ', '-').toLowerCase()}`;
        return (
          <div key={status} className="flex items-center gap-2">
            <Checkbox
              id={id}
              checked={selected.includes(status)}
              onCheckedChange={(checked) => onToggle(status, checked === true)}
            />
            <Label htmlFor={id} className="font-normal">
              {status}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}

function useSaveCallSettings() {
  const utils = trpc.useUtils();
  return trpc.campaignSettings.saveCallSettings.useMutation({
    onSuccess: () => {
      toast.success(DIALER_MESSAGES.settingsSaved);
      void utils.campaignSettings.get.invalidate();
      void utils.contacts.lists.invalidate();
    },
    onError: (error) =>
      toast.error(errorMessage(error, 'Failed to save settings. Please try again.')),
  });
}

/** The auto-dialer's redial rules; values are normalised with the shared schema on save. */
export function CallSettingsForm({
  listId,
  initial,
}: {
  listId: string | null;
  initial: RedialSettings;
}) {
  const [draft, setDraft] = useState(() => toDraft(initial));
  const save = useSaveCallSettings();

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
      <NumberField
        id="max-attempts"
        label="Max Attempts"
        hint={`Calls per contact, ${maxAttempts.min} to ${maxAttempts.max}.`}
        value={draft.maxAttempts}
        onChange={(value) => setDraft((old) => ({ ...old, maxAttempts: value }))}
      />
      <NumberField
        id="retry-delay"
        label="Retry Delay (minutes)"
        hint={`Wait before calling a contact again, ${retryDelayMinutes.min} to ${retryDelayMinutes.max} minutes.`}
        value={draft.retryDelayMinutes}
        onChange={(value) => setDraft((old) => ({ ...old, retryDelayMinutes: value }))}
      />
      <RetryStatusesField selected={draft.retryStatuses} onToggle={toggleStatus} />
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Call Settings'}
      </Button>
    </form>
  );
}
