import type { CallingScheduleView } from '../../../shared/dialer/schedule-inputs';
import { Button } from '../../components/ui/button';
import {
  CallingDaysFieldset,
  CallingHoursFields,
  DefaultStateField,
  FederalHolidaysCheckbox,
} from './schedule-form-sections';
import { ScheduleHelp } from './schedule-help';
import { useScheduleForm } from './use-schedule-form';

/** Allowed days and hours in each contact's local time, federal holidays, a default state. */
export function ScheduleForm({
  listId,
  view,
}: {
  listId: string | null;
  view: CallingScheduleView;
}) {
  const { draft, errors, saving, onSubmit, update, toggleDay, resetToDefaults } = useScheduleForm(
    listId,
    view,
  );

  return (
    <form onSubmit={onSubmit} className="grid max-w-xl gap-5" noValidate>
      <ScheduleHelp listId={listId} usesDefaults={view.usesDefaults} />
      <CallingDaysFieldset draft={draft} errors={errors} toggleDay={toggleDay} />
      <CallingHoursFields draft={draft} errors={errors} update={update} />
      <FederalHolidaysCheckbox draft={draft} update={update} />
      <DefaultStateField draft={draft} errors={errors} update={update} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className="w-fit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Calling Hours'}
        </Button>
        {listId !== null && !view.usesDefaults ? (
          <Button type="button" variant="outline" disabled={saving} onClick={resetToDefaults}>
            Use the default hours
          </Button>
        ) : null}
      </div>
    </form>
  );
}
