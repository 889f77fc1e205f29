import { useEffect } from 'react';
import { WEEKLY_REPORT_MESSAGES } from '../../../shared/weekly-report/weekly-report-inputs';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { LoadError } from '../../components/ui/load-error';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { browserTimeZone } from '../../lib/browser-time-zone';
import { errorMessage, trpc } from '../../lib/trpc';
import { AccountTimeZoneSelect } from './account-time-zone-select';

const FAILED = 'Something went wrong. Please try again.';

/**
 * The weekly report by e-mail: the account's zone, the member's own opt-in, a preview sent to
 * themself now, and last week's report as a CSV.
 */
/** The owner's first visit replaces the UTC placeholder with their browser's zone. */
function useAdoptBrowserZone(timeZoneSet: boolean | undefined) {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const adopt = trpc.weeklyReport.adoptBrowserZone.useMutation({
    onSuccess: (data) => utils.weeklyReport.get.setData(undefined, data),
  });
  const { mutate, isIdle } = adopt;
  const owner = user?.role === 'owner';
  useEffect(() => {
    const zone = browserTimeZone();
    if (timeZoneSet === false && owner && isIdle && zone) mutate({ timeZone: zone });
  }, [timeZoneSet, owner, isIdle, mutate]);
}

export function WeeklyReportCard() {
  const utils = trpc.useUtils();
  const settings = trpc.weeklyReport.get.useQuery();
  useAdoptBrowserZone(settings.data?.timeZoneSet);
  const optIn = trpc.weeklyReport.setOptIn.useMutation({
    onSuccess: (data) => {
      utils.weeklyReport.get.setData(undefined, data);
      toast.success(
        data.optedIn ? WEEKLY_REPORT_MESSAGES.optedIn : WEEKLY_REPORT_MESSAGES.optedOut,
      );
    },
    onError: (error) => toast.error(errorMessage(error, FAILED)),
  });
  const preview = trpc.weeklyReport.sendPreview.useMutation({
    onSuccess: (data) => toast.success(data.message),
    onError: (error) => toast.error(errorMessage(error, FAILED)),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Weekly report</CardTitle>
        <CardDescription>
          Every Monday at 8:00 in the account's time zone: last week's calls, connects, bookings,
          cost and best list and agent, against the week before.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {settings.error && (
          <LoadError
            title="Could not load the weekly report settings"
            error={settings.error}
            onRetry={() => settings.refetch()}
          />
        )}
        {settings.data && (
          <>
            <AccountTimeZoneSelect timeZone={settings.data.timeZone} />
            <div className="flex items-center gap-2">
              <Checkbox
                id="weekly-report-opt-in"
                checked={settings.data.optedIn}
                disabled={optIn.isPending}
                onCheckedChange={(checked) => optIn.mutate({ enabled: checked === true })}
              />
              <Label htmlFor="weekly-report-opt-in" className="font-normal">
                Weekly report by e-mail
              </Label>
            </div>
            <div className="flex flex-wrap items-center gap-4">
              <Button
                type="button"
                variant="outline"
                disabled={preview.isPending}
                onClick={() => preview.mutate()}
              >
                {preview.isPending ? 'Sending...' : 'Send me a preview now'}
              </Button>
              <a
                className="text-sm text-primary underline"
                href="/api/weekly-report/report.csv"
                download
              >
                Download last week as CSV
              </a>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
