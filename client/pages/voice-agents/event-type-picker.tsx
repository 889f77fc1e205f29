import { useId } from 'react';
import { CALCOM_MESSAGES } from '../../../shared/agents/calcom';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { trpc } from '../../lib/trpc';
import { FieldErrors } from './editor-fields';

/** The Cal.com event type the calendar functions use, listed from Cal.com when connected. */
export function EventTypePicker({
  value,
  onChange,
  errors,
}: {
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[] | undefined;
}) {
  const id = useId();
  const status = trpc.calcom.status.useQuery();
  const types = trpc.calcom.eventTypes.useQuery(undefined, {
    enabled: Boolean(status.data?.connected),
  });
  const chosen = types.data?.find((t) => String(t.id) === value);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Cal.com event type</Label>
      {types.data ? (
        <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Choose an event type</option>
          {types.data.map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.title}
              {t.lengthInMinutes ? ` (${t.lengthInMinutes} min)` : ''}
            </option>
          ))}
        </Select>
      ) : (
        <Input
          id={id}
          inputMode="numeric"
          maxLength={20}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {!status.data?.connected ? (
        <p className="text-xs text-muted-foreground">
          Connect Cal.com (button at the top of the page) to pick an event type and book for real.
        </p>
      ) : null}
      {chosen?.requiresEmail ? (
        <p role="alert" className="text-xs text-amber-700">
          {CALCOM_MESSAGES.requiresEmail}
        </p>
      ) : null}
      <FieldErrors errors={errors} />
    </div>
  );
}
