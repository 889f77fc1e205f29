import { useMemo, useState } from 'react';
import type { CallFunnelInput } from '../../../../shared/analytics/funnel-inputs';
import type { FunnelFigures } from '../../../../shared/analytics/funnel-types';
import { Card, CardContent } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { viewerTimeZone } from '../../../lib/date-range';
import { useCallEventsRefetch } from '../../../lib/live-updates/use-call-events-refetch';
import { trpc } from '../../../lib/trpc';
import { type CallLogFilterValues, NO_FILTERS } from '../../call-logs/call-log-filters';
import { BestHoursMap } from './best-hours-map';
import { FunnelFilters, SCOPE_NAMES, toFunnelScope } from './funnel-filters';
import { FunnelFiguresTable, FunnelStagesCard } from './funnel-stages';
import { OutcomesOverTime } from './outcomes-over-time';

const setLabel = (index: number, count: number) =>
  count > 1 ? ` (Set ${SCOPE_NAMES[index]})` : '';

function PerSet({
  scopes,
  render,
}: {
  scopes: FunnelFigures[];
  render: (figures: FunnelFigures, label: string) => React.ReactNode;
}) {
  return (
    <div className={scopes.length > 1 ? 'grid gap-4 xl:grid-cols-2' : 'flex flex-col gap-4'}>
      {scopes.map((figures, index) => (
        <div key={SCOPE_NAMES[index]}>{render(figures, setLabel(index, scopes.length))}</div>
      ))}
    </div>
  );
}

/** Analytics from dial to booking: one or two sets of filters, figures, funnel, time, best hours. */
export function DialToBookingSection({ includeSimulated }: { includeSimulated?: boolean }) {
  const [sets, setSets] = useState<CallLogFilterValues[]>([NO_FILTERS]);
  const input = useMemo<CallFunnelInput>(
    () => ({
      scopes: sets.map(toFunnelScope),
      timeZone: viewerTimeZone(),
      ...(includeSimulated === undefined ? {} : { includeSimulated }),
    }),
    [sets, includeSimulated],
  );
  const funnel = trpc.callLogs.funnel.useQuery(input, { placeholderData: (prev) => prev });
  const utils = trpc.useUtils();
  useCallEventsRefetch(() => void utils.callLogs.funnel.invalidate());

  return (
    <section className="flex flex-col gap-4" aria-labelledby="dial-to-booking">
      <h2 id="dial-to-booking" className="text-xl font-semibold tracking-tight">
        From dial to booking
      </h2>
      <FunnelFilters
        sets={sets}
        onChange={(index, values) => setSets(sets.map((s, i) => (i === index ? values : s)))}
        onCompare={(compare) => setSets(compare ? [sets[0]!, NO_FILTERS] : [sets[0]!])}
      />
      {funnel.isPending ? (
        <Spinner className="justify-center py-10" />
      ) : funnel.isError ? (
        <LoadError title="Dial to booking" error={funnel.error} onRetry={() => funnel.refetch()} />
      ) : (
        <>
          <Card>
            <CardContent className="pt-6">
              <FunnelFiguresTable scopes={funnel.data.scopes} />
            </CardContent>
          </Card>
          <Tabs defaultValue="funnel">
            <TabsList>
              <TabsTrigger value="funnel">Funnel</TabsTrigger>
              <TabsTrigger value="time">Outcomes over time</TabsTrigger>
              <TabsTrigger value="hours">Best hours to call</TabsTrigger>
            </TabsList>
            <TabsContent value="funnel">
              <FunnelStagesCard scopes={funnel.data.scopes} />
            </TabsContent>
            <TabsContent value="time">
              <PerSet
                scopes={funnel.data.scopes}
                render={(figures, label) => (
                  <OutcomesOverTime perDay={figures.perDay} setLabel={label} />
                )}
              />
            </TabsContent>
            <TabsContent value="hours">
              <PerSet
                scopes={funnel.data.scopes}
                render={(figures, label) => <BestHoursMap figures={figures} setLabel={label} />}
              />
            </TabsContent>
          </Tabs>
        </>
      )}
    </section>
  );
}
