import { useMemo, useState } from 'react';
import { formatCallDuration } from '../../../shared/calls/call-log-format';
import type { CallAnalyticsInput } from '../../../shared/calls/call-log-inputs';
import { SIMULATED_ANALYTICS } from '../../../shared/dialer/voice-mode';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { dayRangeToInstants, viewerTimeZone } from '../../lib/date-range';
import { useCallEventsRefetch } from '../../lib/live-updates/use-call-events-refetch';
import { trpc } from '../../lib/trpc';
import {
  CallLogFilters,
  type CallLogFilterValues,
  NO_FILTERS,
} from '../call-logs/call-log-filters';
import { CallsPerDayChart } from './calls-per-day-chart';
import { DialToBookingSection } from './funnel/dial-to-booking-section';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-semibold tabular-nums" data-figure={label}>
          {value}
        </p>
        {note ? <p className="mt-1 text-xs text-muted-foreground">{note}</p> : null}
      </CardContent>
    </Card>
  );
}

const NA = 'N/A';
const SIMULATED_NOT_JUDGED =
  'Simulated calls are not judged: success is the provider’s verdict on a real call.';

/** Once real calls exist, simulated ones are left out unless asked for; said either way. */
function SimulatedNote({
  simulated,
  totalCalls,
  onInclude,
}: {
  simulated: { included: boolean; realCallsExist: boolean };
  totalCalls: number;
  onInclude: (include: boolean) => void;
}) {
  if (!simulated.realCallsExist) {
    if (totalCalls === 0) return null;
    return <p className="text-sm text-muted-foreground">{SIMULATED_ANALYTICS.onlySimulated}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Checkbox
        id="include-simulated"
        checked={simulated.included}
        onCheckedChange={(checked) => onInclude(checked === true)}
      />
      <Label htmlFor="include-simulated">{SIMULATED_ANALYTICS.toggle}</Label>
      {!simulated.included && (
        <span className="text-muted-foreground">{SIMULATED_ANALYTICS.leftOut}</span>
      )}
    </div>
  );
}

/** /dashboard/analytics (spec 7.7), computed on the server over every call in the range. */
export function AnalyticsPage() {
  const [values, setValues] = useState<CallLogFilterValues>(NO_FILTERS);
  const [includeSimulated, setIncludeSimulated] = useState<boolean | undefined>(undefined);
  const input = useMemo<CallAnalyticsInput>(
    () => ({
      ...(values.agentId ? { agentId: values.agentId } : {}),
      ...dayRangeToInstants(values),
      timeZone: viewerTimeZone(),
      ...(includeSimulated === undefined ? {} : { includeSimulated }),
    }),
    [values, includeSimulated],
  );
  const analytics = trpc.callLogs.analytics.useQuery(input, { placeholderData: (prev) => prev });
  const utils = trpc.useUtils();
  useCallEventsRefetch(() => void utils.callLogs.analytics.invalidate());

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Analytics</h1>
        <p className="text-muted-foreground">How your calls are going</p>
      </header>
      <CallLogFilters value={values} onChange={setValues} show={['agent']} />
      {analytics.isPending ? (
        <Spinner className="justify-center py-10" />
      ) : analytics.isError ? (
        <LoadError title="Analytics" error={analytics.error} onRetry={() => analytics.refetch()} />
      ) : (
        <>
          <SimulatedNote
            simulated={analytics.data.simulated}
            totalCalls={analytics.data.totalCalls}
            onInclude={setIncludeSimulated}
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <Figure label="Total Calls" value={analytics.data.totalCalls.toLocaleString()} />
            <Figure
              label="Average Duration"
              value={
                analytics.data.averageDuration === null
                  ? NA
                  : formatCallDuration(analytics.data.averageDuration * 1000)
              }
            />
            <Figure
              label="Average Latency"
              value={
                analytics.data.averageLatency === null
                  ? NA
                  : `${Math.round(analytics.data.averageLatency)} ms`
              }
            />
            <Figure
              label="Success Rate"
              value={
                analytics.data.successRate === null
                  ? NA
                  : `${analytics.data.successRate.toFixed(1)}%`
              }
              note={
                analytics.data.successRate === null && analytics.data.totalCalls > 0
                  ? SIMULATED_NOT_JUDGED
                  : undefined
              }
            />
            <Figure label="Total Cost" value={`$${analytics.data.totalCost.toFixed(2)}`} />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Calls per Day</CardTitle>
            </CardHeader>
            <CardContent>
              <CallsPerDayChart perDay={analytics.data.perDay} />
            </CardContent>
          </Card>
        </>
      )}
      <DialToBookingSection includeSimulated={includeSimulated} />
    </section>
  );
}
