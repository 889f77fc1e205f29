import { type CallingSchedule, WEEKDAYS } from '../../../shared/dialer/calling-schedule';
import { US_STATES } from '../../../shared/geo/us-states';
import { FormField } from '../../components/form-field';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import type { FieldErrors } from '../../lib/form-errors';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const STATE_CODES = Object.keys(US_STATES).sort();

type SectionProps = {
  draft: CallingSchedule;
  errors: FieldErrors;
  update: (patch: Partial<CallingSchedule>) => void;
};

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

export function CallingDaysFieldset({
  draft,
  errors,
  toggleDay,
}: Omit<SectionProps, 'update'> & { toggleDay: (day: number, on: boolean) => void }) {
  return (
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
  );
}

export function CallingHoursFields({ draft, errors, update }: SectionProps) {
  return (
    <div className="grid grid-cols-2 gap-4">
      <FormField
        label="Calls start at"
        placeholder="08:00"
        value={draft.start}
        errors={errors.start}
        onChange={(event) => update({ start: event.target.value })}
      />
      <FormField
        label="Calls end by"
        placeholder="21:00"
        value={draft.end}
        errors={errors.end}
        onChange={(event) => update({ end: event.target.value })}
      />
    </div>
  );
}

export function FederalHolidaysCheckbox({ draft, update }: Omit<SectionProps, 'errors'>) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id="skip-federal-holidays"
        checked={draft.skipFederalHolidays}
        onCheckedChange={(checked) => update({ skipFederalHolidays: checked === true })}
      />
      <Label htmlFor="skip-federal-holidays" className="font-normal">
        No calls on US federal holidays
      </Label>
    </div>
  );
}

export function DefaultStateField({ draft, errors, update }: SectionProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="default-state">State for contacts without a time zone</Label>
      <Select
        id="default-state"
        value={draft.defaultState ?? ''}
        aria-describedby="default-state-hint"
        onChange={(event) => update({ defaultState: event.target.value || null })}
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
  );
}
