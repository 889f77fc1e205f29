import { type FormEvent, useState } from 'react';
import {
  type CallingSchedule,
  CallingScheduleSchema,
  WEEKDAYS,
} from '../../../shared/dialer/calling-schedule';
import {
  type CallingScheduleView,
  SCHEDULE_INPUT_MESSAGES,
} from '../../../shared/dialer/schedule-inputs';
import { US_STATES } from '../../../shared/geo/us-states';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';
import { ScheduleHelp } from './schedule-help';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const STATE_CODES = Object.keys(US_STATES).sort();

function ErrorList({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="flex flex-col gap-0.5 text-sm text-destructive">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** Allowed days and hours in each contact's local time, federal holidays, a default state. */
export function ScheduleForm({
  listId,
  view,
}: {
  listId: string | null;
  view: CallingScheduleView;
}) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<CallingSchedule>(view.schedule);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = trpc.campaignSettings.saveSchedule.useMutation({
    onSuccess: (_data, input) => {
      toast.success(
        input.schedule ? SCHEDULE_INPUT_MESSAGES.saved : 'This list now uses the default hours',
      );
      void utils.campaignSettings.schedule.invalidate();
      void utils.contacts.invalidate();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error(errorMessage(error, 'Failed to save calling hours. Please try again.'));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CallingScheduleSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate({ listId, schedule: parsed.data });
  };
  const toggleDay = (day: number, on: boolean) =>
    setDraft((old) => ({
      ...old,
      days: on ? [...old.days, day].sort() : old.days.filter((d) => d !== day),
    }));

  return (
    <form onSubmit={onSubmit} className="grid max-w-xl gap-5" noValidate>
      <ScheduleHelp listId={listId} usesDefaults={view.usesDefaults} />
      <fieldset className="grid gap-2" aria-describedby="calling-days-error">
        <legend className="mb-2 text-sm font-medium">Calling days</legend>
        <div className="flex flex-wrap gap-4">
          {WEEKDAYS.map((short, day) => (
            <div key={short} className="flex items-center gap-2">
              <Checkbox
                id={`calling-day-${short}`}
                aria-label={DAY_NAMES[day]}
                checked={draft.days.includes(day)}
                onCheckedChange={(checked) => toggleDay(day, checked === true)}
              />
              <Label htmlFor={`calling-day-${short}`} className="font-normal">
                {short}
              </Label>
            </div>
          ))}
        </div>
        <ErrorList id="calling-days-error" errors={errors.days} />
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label="Calls start at"
          placeholder="08:00"
          value={draft.start}
          errors={errors.start}
          onChange={(event) => setDraft((old) => ({ ...old, start: event.target.value }))}
        />
        <FormField
          label="Calls end by"
          placeholder="21:00"
          value={draft.end}
          errors={errors.end}
          onChange={(event) => setDraft((old) => ({ ...old, end: event.target.value }))}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="skip-federal-holidays"
          checked={draft.skipFederalHolidays}
          onCheckedChange={(checked) =>
            setDraft((old) => ({ ...old, skipFederalHolidays: checked === true }))
          }
        />
        <Label htmlFor="skip-federal-holidays" className="font-normal">
          No calls on US federal holidays
        </Label>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="default-state">State for contacts without a time zone</Label>
        <Select
          id="default-state"
          value={draft.defaultState ?? ''}
          aria-describedby="default-state-hint"
          onChange={(event) =>
            setDraft((old) => ({ ...old, defaultState: event.target.value || null }))
          }
        >
          <option value="">None: do not call them</option>
          {STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {US_STATES[code]!.name} ({code})
            </option>
          ))}
        </Select>
        <p id="default-state-hint" className="text-xs text-muted-foreground">
          Used only for a contact with no ZIP, no state column and a number that gives no place.
        </p>
        <ErrorList id="default-state-error" errors={errors.defaultState} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className="w-fit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Calling Hours'}
        </Button>
        {listId !== null && !view.usesDefaults ? (
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() => save.mutate({ listId, schedule: null })}
          >
            Use the default hours
          </Button>
        ) : null}
      </div>
    </form>
  );
}
