import { type Kysely, sql, type Transaction } from 'kysely';
import { DIRECT_CALL_FILTER } from '../../../shared/calls/call-log-inputs';
import type { CallOutcome } from '../../../shared/dialer/contact-status';
import type { Database } from '../../db/types';
import {
  ALL_AGENTS_ID,
  CALL_DURATION_MS,
  CALL_SIMULATED,
  CALL_SUCCEEDED,
  NO_AGENT_ID,
} from './call-facts.sql';
import { addOutcomesToFunnel } from './funnel-rollups.repository';

type Conn = Kysely<Database>;

/**
 * Adds calls that just ended to their account's hourly rollups, in the outcome path's
 * transaction (one statement). Each call counts in the UTC hour it started, under its agent,
 * outcome and whether it was simulated; what the row holds now (duration, latency, cost) is what counts.
 * The funnel rollups (dial to booking, by list and local hour) are kept in the same step.
 */
export async function addOutcomesToRollups(
  trx: Transaction<Database>,
  callIds: readonly string[],
): Promise<void> {
  if (callIds.length === 0) return;
  // Each call counts twice: under its agent and under all agents (the unfiltered view reads a
  // quarter of the rows). Rows are upserted in key order, so concurrent outcome batches never
  // lock them crosswise.
  await sql`
    insert into call_rollups as r (account_id, hour, voice_agent_id, outcome, simulated, calls,
      successful, duration_ms_sum, duration_count, latency_ms_sum, latency_count, cost_cents_sum)
    select c.account_id, date_trunc('hour', c.started_at, 'UTC'),
      case when grouping(c.voice_agent_id) = 1 then ${ALL_AGENTS_ID}::uuid
        else coalesce(c.voice_agent_id, ${NO_AGENT_ID}::uuid) end,
      c.outcome, ${CALL_SIMULATED}, count(*),
      count(*) filter (where ${CALL_SUCCEEDED}),
      coalesce(sum(${CALL_DURATION_MS}), 0), count(${CALL_DURATION_MS}),
      coalesce(sum(c.latency_p50_ms), 0), count(c.latency_p50_ms), coalesce(sum(c.cost_cents), 0)
    from calls c
    where c.id = any(${callIds}::uuid[]) and c.state = 'ended'
    group by grouping sets (
      (c.account_id, date_trunc('hour', c.started_at, 'UTC'), c.voice_agent_id, c.outcome,
        ${CALL_SIMULATED}),
      (c.account_id, date_trunc('hour', c.started_at, 'UTC'), c.outcome, ${CALL_SIMULATED}))
    order by 1, 2, 3, 4, 5
    on conflict (account_id, hour, voice_agent_id, outcome, simulated) do update set
      calls = r.calls + excluded.calls,
      successful = r.successful + excluded.successful,
      duration_ms_sum = r.duration_ms_sum + excluded.duration_ms_sum,
      duration_count = r.duration_count + excluded.duration_count,
      latency_ms_sum = r.latency_ms_sum + excluded.latency_ms_sum,
      latency_count = r.latency_count + excluded.latency_count,
      cost_cents_sum = r.cost_cents_sum + excluded.cost_cents_sum`.execute(trx);
  await addOutcomesToFunnel(trx, callIds);
}

export type AnalyticsScope = {
  accountId: string;
  agentId?: string;
  from?: string;
  to?: string;
  /** False: real calls only. */
  withSimulated?: boolean;
};

export type AnalyticsTotals = {
  calls: number;
  successful: number;
  duration_ms_sum: number;
  duration_count: number;
  latency_ms_sum: number;
  latency_count: number;
  cost_cents_sum: number;
};

const SUMS = [
  sql<number>`coalesce(sum(calls), 0)::bigint`.as('calls'),
  sql<number>`coalesce(sum(successful), 0)::bigint`.as('successful'),
  sql<number>`coalesce(sum(duration_ms_sum), 0)::bigint`.as('duration_ms_sum'),
  sql<number>`coalesce(sum(duration_count), 0)::bigint`.as('duration_count'),
  sql<number>`coalesce(sum(latency_ms_sum), 0)::bigint`.as('latency_ms_sum'),
  sql<number>`coalesce(sum(latency_count), 0)::bigint`.as('latency_count'),
  sql<number>`coalesce(sum(cost_cents_sum), 0)::bigint`.as('cost_cents_sum'),
] as const;

const agentKey = (agentId: string) => (agentId === DIRECT_CALL_FILTER ? NO_AGENT_ID : agentId);

/** Scope of rollup rows: a range counts every hour it touches. */
function rollupsIn(db: Conn, scope: AnalyticsScope) {
  let query = db
    .selectFrom('call_rollups')
    .where('account_id', '=', scope.accountId)
    .where('voice_agent_id', '=', scope.agentId ? agentKey(scope.agentId) : ALL_AGENTS_ID);
  if (scope.from) {
    query = query.where(
      sql<boolean>`hour >= date_trunc('hour', ${scope.from}::timestamptz, 'UTC')`,
    );
  }
  if (scope.to) query = query.where('hour', '<', new Date(scope.to));
  if (scope.withSimulated === false) query = query.where('simulated', '=', false);
  return query;
}

/** Whether the account has any ended real (not simulated) call. */
export async function hasRealCalls(db: Conn, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('call_rollups')
    .select('account_id')
    .where('account_id', '=', accountId)
    .where('voice_agent_id', '=', ALL_AGENTS_ID)
    .where('simulated', '=', false)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rollupTotals(db: Conn, scope: AnalyticsScope): Promise<AnalyticsTotals> {
  return rollupsIn(db, scope).select(SUMS).executeTakeFirstOrThrow();
}

/** The rollups summed per day of `timeZone`'s calendar and outcome (one scan serves cards and chart). */
export function rollupsPerDay(db: Conn, scope: AnalyticsScope, timeZone: string) {
  return rollupsIn(db, scope)
    .select([
      sql<string>`(hour at time zone ${timeZone})::date::text`.as('day'),
      sql<CallOutcome>`outcome`.as('outcome'),
      ...SUMS,
    ])
    .groupBy(['day', 'outcome'])
    .orderBy('day')
    .orderBy('outcome')
    .execute();
}

/**
 * The same totals straight from the call rows (the rollups' reference: tests and the benchmark
 * compare the two). Slow at scale: a full scan of the account's calls in range.
 */
export async function rawTotals(db: Conn, scope: AnalyticsScope): Promise<AnalyticsTotals> {
  const agent = scope.agentId
    ? sql`and coalesce(c.voice_agent_id, ${NO_AGENT_ID}::uuid) = ${agentKey(scope.agentId)}::uuid`
    : sql``;
  const from = scope.from
    ? sql`and date_trunc('hour', c.started_at, 'UTC') >= date_trunc('hour', ${scope.from}::timestamptz, 'UTC')`
    : sql``;
  const to = scope.to
    ? sql`and date_trunc('hour', c.started_at, 'UTC') < ${scope.to}::timestamptz`
    : sql``;
  const real = scope.withSimulated === false ? sql`and not ${CALL_SIMULATED}` : sql``;
  const { rows } = await sql<AnalyticsTotals>`
    select count(*)::bigint as calls,
      count(*) filter (where ${CALL_SUCCEEDED})::bigint as successful,
      coalesce(sum(${CALL_DURATION_MS}), 0)::bigint as duration_ms_sum,
      count(${CALL_DURATION_MS})::bigint as duration_count,
      coalesce(sum(c.latency_p50_ms), 0)::bigint as latency_ms_sum,
      count(c.latency_p50_ms)::bigint as latency_count,
      coalesce(sum(c.cost_cents), 0)::bigint as cost_cents_sum
    from calls c
    where c.account_id = ${scope.accountId} and c.state = 'ended' ${agent} ${from} ${to} ${real}`.execute(
    db,
  );
  return rows[0]!;
}
