import { percentOf, slotToWeekdayHour } from '../../../shared/analytics/funnel-figures';
import type { CallFunnelInput, FunnelScope } from '../../../shared/analytics/funnel-inputs';
import type { CallFunnel, FunnelFigures } from '../../../shared/analytics/funnel-types';
import type { AppDeps } from '../../deps';
import { hasRealCalls } from './call-rollups.repository';
import {
  type FunnelGroupRow,
  type FunnelSums,
  funnelByDayAndSlot,
} from './funnel-rollups.repository';

const SUM_KEYS = [
  'dialled',
  'connected',
  'conversations',
  'booked',
  'cost_cents_sum',
  'completed',
  'no_answer',
  'voicemail',
  'answered',
  'invalid',
  'callbacks',
] as const satisfies readonly (keyof FunnelSums)[];

function totalOf(days: FunnelGroupRow[]): FunnelSums {
  const total = Object.fromEntries(SUM_KEYS.map((key) => [key, 0])) as FunnelSums;
  for (const day of days) for (const key of SUM_KEYS) total[key] += day[key];
  return total;
}

/** The figures of one slice from its rows per day and per local slot. */
export function toFunnelFigures(rows: FunnelGroupRow[]): FunnelFigures {
  const days = rows.filter((row) => row.day !== null);
  const slots = rows.filter((row) => row.day === null && row.local_slot !== null);
  const total = totalOf(days);
  const cost = total.cost_cents_sum / 100;
  return {
    dialled: total.dialled,
    connected: total.connected,
    conversations: total.conversations,
    booked: total.booked,
    callbacks: total.callbacks,
    cost,
    connectRate: percentOf(total.connected, total.dialled),
    bookedRate: percentOf(total.booked, total.dialled),
    costPerBooking: total.booked > 0 ? cost / total.booked : null,
    perDay: days.map((row) => ({
      day: row.day!,
      completed: row.completed,
      noAnswer: row.no_answer,
      voicemail: row.voicemail,
      answered: row.answered,
      invalid: row.invalid,
      booked: row.booked,
    })),
    heatMap: slots
      .filter((row) => row.local_slot! >= 0 && row.dialled > 0)
      .map((row) => ({
        ...slotToWeekdayHour(row.local_slot!),
        dialled: row.dialled,
        connected: row.connected,
        booked: row.booked,
      })),
    unplaced: slots.find((row) => row.local_slot === -1)?.dialled ?? 0,
  };
}

/**
 * Analytics from dial to booking for up to two sets of filters side by side, read from the funnel
 * rollups. Simulated calls follow analytics' one rule: left out once real calls exist, unless asked.
 */
export async function getCallFunnel(
  deps: AppDeps,
  accountId: string,
  input: CallFunnelInput,
): Promise<CallFunnel> {
  const realCallsExist = await hasRealCalls(deps.db, accountId);
  const withSimulated = input.includeSimulated ?? !realCallsExist;
  const timeZone = input.timeZone ?? 'UTC';
  const slice = (scope: FunnelScope) =>
    funnelByDayAndSlot(deps.db, { ...scope, accountId, withSimulated }, timeZone);
  const scopes = await Promise.all(input.scopes.map(slice));
  return {
    scopes: scopes.map(toFunnelFigures),
    simulated: { included: withSimulated, realCallsExist },
  };
}
