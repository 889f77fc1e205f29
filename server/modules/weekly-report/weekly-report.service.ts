import type { FunnelFigures } from '../../../shared/analytics/funnel-types';
import type { WeekFigures, WeeklyReport } from '../../../shared/weekly-report/weekly-report-inputs';
import type { AppDeps } from '../../deps';
import { getCallFunnel } from '../call-logs/funnel.service';
import { reportWeekAt } from './report-week';
import { accountTimeZone, bestOf } from './weekly-report.repository';

function weekFigures(funnel: FunnelFigures): WeekFigures {
  return {
    calls: funnel.dialled,
    connects: funnel.connected,
    bookings: funnel.booked,
    cost: funnel.cost,
    connectRate: funnel.connectRate,
    bookedRate: funnel.bookedRate,
    costPerBooking: funnel.costPerBooking,
  };
}

function dayBefore(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(date.getTime() - 1));
}

/**
 * An account's report of the last complete week (Monday to Monday in its zone) at `now`: the
 * figures of Analytics' dial-to-booking funnel for that week and the week before, under the same
 * rule for simulated calls, and the list and agent with the most bookings.
 */
export async function buildWeeklyReport(
  deps: AppDeps,
  accountId: string,
  now: Date,
): Promise<WeeklyReport> {
  const timeZone = await accountTimeZone(deps.db, accountId);
  const week = reportWeekAt(now, timeZone);
  const funnel = await getCallFunnel(deps, accountId, {
    scopes: [
      { from: week.from.toISOString(), to: week.to.toISOString() },
      { from: week.previousFrom.toISOString(), to: week.from.toISOString() },
    ],
    timeZone,
  });
  const scope = {
    accountId,
    from: week.from,
    to: week.to,
    withSimulated: funnel.simulated.included,
  };
  const [bestList, bestAgent] = await Promise.all([
    bestOf(deps.db, 'list', scope),
    bestOf(deps.db, 'agent', scope),
  ]);
  return {
    timeZone,
    weekStart: week.weekStart,
    weekEnd: dayBefore(week.to, timeZone),
    current: weekFigures(funnel.scopes[0]!),
    previous: weekFigures(funnel.scopes[1]!),
    bestList,
    bestAgent,
    simulated: funnel.simulated,
  };
}
