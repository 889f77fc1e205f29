import type { CallAnalyticsInput, CallLogPageInput } from '../../../shared/calls/call-log-inputs';
import { CALL_LOG_MESSAGES, CALL_LOG_PAGE_SIZE } from '../../../shared/calls/call-log-inputs';
import type {
  CallAnalytics,
  CallDetails,
  CallLogPage,
  CallLogRow,
} from '../../../shared/calls/call-log-types';
import { transferText } from '../../../shared/calls/transfer-text';
import type { AppDeps } from '../../deps';
import { BadInputError, NotFoundError } from '../../errors';
import { callFieldsShown } from './call-fields-shown';
import {
  type CallLogRecord,
  type Cursor,
  callDetails,
  callLogPage,
  filterChoices,
} from './call-logs.repository';
import {
  type AnalyticsTotals,
  hasRealCalls,
  rollupsPerDay,
  rollupTotals,
} from './call-rollups.repository';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toCallLogRow(record: Omit<CallLogRecord, 'cursor_at'>): CallLogRow {
  return {
    id: record.id,
    startedAt: record.started_at.toISOString(),
    firstName: record.first_name,
    phoneNumber: record.phone_number,
    agentName: record.agent_name,
    durationMs: record.duration_ms,
    outcome: record.outcome,
    simulated: record.simulated,
    direction: record.direction,
  };
}

export const encodeCursor = (row: CallLogRecord) => `${row.cursor_at}|${row.id}`;

export function decodeCursor(cursor: string): Cursor {
  const split = cursor.lastIndexOf('|');
  return { at: cursor.slice(0, split), id: cursor.slice(split + 1) };
}

/** A cursor that looked right but names no instant (e.g. February 31st). */
const isBadTimestamp = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ['22007', '22008'].includes(String((error as { code?: unknown }).code));

/** One page of the account's call log, newest first; `nextCursor` continues after its last row. */
export async function getCallLogPage(
  deps: AppDeps,
  accountId: string,
  input: CallLogPageInput,
): Promise<CallLogPage> {
  const limit = input.limit ?? CALL_LOG_PAGE_SIZE;
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const records = await callLogPage(
    deps.db,
    accountId,
    input.filters ?? {},
    after,
    limit + 1,
  ).catch((error: unknown) => {
    throw isBadTimestamp(error) ? new BadInputError(CALL_LOG_MESSAGES.unknownPage) : error;
  });
  const rows = records.slice(0, limit);
  const last = rows.at(-1);
  return {
    rows: rows.map(toCallLogRow),
    nextCursor: records.length > limit && last ? encodeCursor(last) : null,
  };
}

export async function getCallDetails(
  deps: AppDeps,
  accountId: string,
  callId: string,
): Promise<CallDetails> {
  const row = await callDetails(deps.db, accountId, callId);
  if (!row) throw new NotFoundError(CALL_LOG_MESSAGES.unknownCall);
  return {
    ...toCallLogRow(row),
    contactId: row.contact_id === null ? null : Number(row.contact_id),
    contactStatus: row.contact_status,
    listName: row.list_name,
    attempt: row.attempt,
    provider: row.provider,
    state: row.state,
    connectedAt: iso(row.connected_at),
    endedAt: iso(row.ended_at),
    disconnectionReason: row.disconnection_reason,
    transfer: transferText({
      repName: row.transfer_rep_name,
      destination: row.transfer_destination,
      outcome: row.transfer_outcome,
    }),
    costCents: row.cost_cents,
    latencyP50Ms: row.latency_p50_ms,
    transcript: row.transcript,
    summary: row.summary,
    sentiment: row.sentiment,
    callSuccessful: row.call_successful,
    hasRecording: row.has_recording,
    callFields: callFieldsShown(row.call_fields),
    allowedBecause: {
      consent: row.consent_basis,
      doNotCallCheckedAt: iso(row.dnc_checked_at),
      localTimes: row.dial_local_times,
      stateRules: row.state_rules,
      numberCap: row.number_cap,
    },
  };
}

/**
 * Spec 7.7 over every ended call in the range (not the prototype's first 1,000), read from the
 * hourly rollups the outcome path keeps.
 */
export async function getCallAnalytics(
  deps: AppDeps,
  accountId: string,
  input: CallAnalyticsInput,
): Promise<CallAnalytics> {
  const realCallsExist = await hasRealCalls(deps.db, accountId);
  const withSimulated = input.includeSimulated ?? !realCallsExist;
  const scope = {
    accountId,
    agentId: input.agentId,
    from: input.from,
    to: input.to,
    withSimulated,
  };
  const days = await rollupsPerDay(deps.db, scope, input.timeZone ?? 'UTC');
  const sum = (key: keyof AnalyticsTotals) => days.reduce((total, day) => total + day[key], 0);
  const calls = sum('calls');
  // Success is the provider's judgement (spec 7.7): simulated calls have none, so only real calls
  // count toward it; with none in scope the rate is not given (Connect rate still is).
  const judged = withSimulated
    ? await rollupTotals(deps.db, { ...scope, withSimulated: false })
    : { calls, successful: sum('successful') };
  const mean = (total: number, count: number) => (count > 0 ? total / count : null);
  const averageDurationMs = mean(sum('duration_ms_sum'), sum('duration_count'));
  return {
    totalCalls: calls,
    averageDuration: averageDurationMs === null ? null : averageDurationMs / 1000,
    averageLatency: mean(sum('latency_ms_sum'), sum('latency_count')),
    successRate: judged.calls > 0 ? (judged.successful / judged.calls) * 100 : null,
    totalCost: sum('cost_cents_sum') / 100,
    perDay: days.map(({ day, outcome, calls }) => ({ day, outcome, calls })),
    simulated: { included: withSimulated, realCallsExist },
  };
}

export function getFilterChoices(deps: AppDeps, accountId: string) {
  return filterChoices(deps.db, accountId);
}
