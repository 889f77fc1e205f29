import { type FormEvent, useId, useState } from 'react';
import {
  SALES_REP_MESSAGES,
  SalesRepInput,
  type SalesRepView,
} from '../../../shared/sales-reps/sales-rep-schema';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

type Draft = Omit<SalesRepView, 'id' | 'enabled'>;

const BLANK: Draft = {
  name: '',
  phone: '',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  days: [1, 2, 3, 4, 5],
  start: '09:00',
  end: '17:00',
};

function Errors({ messages }: { messages: string[] | undefined }) {
  return messages?.map((message) => (
    <p key={message} className="text-sm text-destructive">
      {message}
    </p>
  ));
}

/** Adds a rep, or edits `rep` when given; `onDone` closes the editor. */
export function SalesRepForm({ rep, onDone }: { rep?: SalesRepView; onDone?: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(rep ?? BLANK);
  const [errors, setErrors] = useState<FieldErrors>({});
  const utils = trpc.useUtils();
  const handlers = {
    onSuccess: () => {
      toast.success(rep ? SALES_REP_MESSAGES.saved : SALES_REP_MESSAGES.added);
      if (!rep) setDraft(BLANK);
      onDone?.();
    },
    onError: (error: unknown) => {
      const fields = serverFieldErrors(error);
      setErrors(
        Object.keys(fields).length > 0 ? fields : { name: [errorMessage(error, 'Try again.')] },
      );
    },
    onSettled: () => utils.salesReps.list.invalidate(),
  };
  const add = trpc.salesReps.add.useMutation(handlers);
  const update = trpc.salesReps.update.useMutation(handlers);
  const pending = add.isPending || update.isPending;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const toggleDay = (day: number, on: boolean) =>
    set('days', on ? [...draft.days, day].sort() : draft.days.filter((d) => d !== day));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...draft, enabled: rep?.enabled ?? true };
    const parsed = SalesRepInput.safeParse(input);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    if (rep) update.mutate({ id: rep.id, rep: input });
    else add.mutate(input);
  };
  const field = (key: 'name' | 'phone' | 'timeZone' | 'start' | 'end', label: string) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={draft[key]}
        onChange={(event) => set(key, event.target.value)}
        aria-invalid={errors[key] ? true : undefined}
      />
      <Errors messages={errors[key]} />
    </div>
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={rep ? `Edit ${rep.name}` : 'Add a sales rep'}
      className="flex flex-col gap-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {field('name', 'Name')}
        {field('phone', 'Phone number')}
        {field('timeZone', 'Time zone')}
      </div>
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="mb-1 text-sm font-medium">Working days</legend>
        {WEEKDAYS.map((label, day) => (
          <Label key={label} className="flex items-center gap-1 font-normal">
            <Checkbox
              checked={draft.days.includes(day)}
              onCheckedChange={(on) => toggleDay(day, on === true)}
            />
            {label}
          </Label>
        ))}
      </fieldset>
      <Errors messages={errors.days} />
      <div className="grid gap-3 sm:grid-cols-3">
        {field('start', 'From (local)')}
        {field('end', 'To (local)')}
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : rep ? 'Save rep' : 'Add rep'}
        </Button>
        {onDone ? (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
