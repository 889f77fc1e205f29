import { useId, useMemo } from 'react';
import { WEEKLY_REPORT_MESSAGES } from '../../../shared/weekly-report/weekly-report-inputs';
import { Select } from '../../components/ui/select';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';

/** The IANA zones this browser knows, with UTC and the saved zone always among them. */
function zoneOptions(saved: string): string[] {
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone'), saved]);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** The account's time zone: its report weeks and their Monday 8:00 (owners change it). */
export function AccountTimeZoneSelect({ timeZone }: { timeZone: string }) {
  const id = useId();
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const options = useMemo(() => zoneOptions(timeZone), [timeZone]);
  const save = trpc.weeklyReport.saveTimeZone.useMutation({
    onSuccess: (data) => {
      utils.weeklyReport.get.setData(undefined, data);
      toast.success(WEEKLY_REPORT_MESSAGES.timeZoneSaved);
    },
    onError: (error) => toast.error(errorMessage(error, 'Something went wrong. Please try again.')),
  });
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Account time zone
      </label>
      <div className="w-72">
        <Select
          id={id}
          value={timeZone}
          disabled={user?.role !== 'owner' || save.isPending}
          onChange={(event) => save.mutate({ timeZone: event.target.value })}
        >
          {options.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </Select>
      </div>
      {user?.role !== 'owner' && (
        <p className="text-sm text-muted-foreground">Only an owner can change the time zone.</p>
      )}
    </div>
  );
}
