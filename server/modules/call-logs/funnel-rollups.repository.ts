import { type Kysely, sql, type Transaction } from 'kysely';
import { NO_LIST_FILTER } from '../../../shared/analytics/funnel-inputs';
import { DIRECT_CALL_FILTER } from '../../../shared/calls/call-log-inputs';
import type { Database } from '../../db/types';
import { ALL_AGENTS_ID, CALL_DURATION_MS, CALL_SIMULATED, NO_AGENT_ID } from './call-facts.sql';

type Conn = Kysely<Database>;

export type FunnelSliceScope = {
  accountId: string;
  listId?: string;
  agentId?: string;
  from?: string;
  to?: string;
  /** False: real calls only. */
  withSimulated: boolean;
};

export type FunnelSums = {
  dialled: number;
  connected: number;
  conversations: number;
  booked: number;
  cost_cents_sum: number;
  completed: number;
  no_answer: number;
  voicemail: number;
  answered: number;
  invalid: number;
  /** Inbound calls: counted apart, never as dials. */
  callbacks: number;
};

/** Adds calls that just ended to the funnel rollups (in the outcome path's transaction). */
export async function addOutcomesToFunnel(
  trx: Transaction<Database>,
  callIds: readonly string[],
): Promise<void> {
  if (callIds.length === 0) return;
  await sql`select call_funnel_add(${callIds}::uuid[], true, 0)`.execute(trx);
}

/** The rollup key of a list or agent filter: ALL without one, NONE for "no list / agent". */
const keyOf = (value: string | undefined, none: string) =>
  value === undefined ? ALL_AGENTS_ID : value === none ? NO_AGENT_ID : value;

function sliceWhere(scope: FunnelSliceScope) {
  const from = scope.from
    ? sql`and hour >= date_trunc('hour', ${scope.from}::timestamptz, 'UTC')`
    : sql``;
  const to = scope.to ? sql`and hour < ${scope.to}::timestamptz` : sql``;
  const real = scope.withSimulated ? sql`` : sql`and not simulated`;
  return sql`account_id = ${scope.accountId}
    and list_id = ${keyOf(scope.listId, NO_LIST_FILTER)}::uuid
    and voice_agent_id = ${keyOf(scope.agentId, DIRECT_CALL_FILTER)}::uuid
    ${from} ${to} ${real}`;
}

export type FunnelGroupRow = FunnelSums & { day: string | null; local_slot: number | null };

/**
 * One scan of a slice: sums per day of `timeZone`'s calendar (totals, outcomes over time) and per
 * local slot (the best-hours map). Rows with `day` set are days; rows with `local_slot` set are slots.
 */
export async function funnelByDayAndSlot(
  db: Conn,
  scope: FunnelSliceScope,
  timeZone: string,
): Promise<FunnelGroupRow[]> {
  const { rows } = await sql<FunnelGroupRow>`
    select r.day::text as day, r.local_slot,
      sum(dialled)::bigint as dialled, sum(connected)::bigint as connected,
      sum(conversations)::bigint as conversations, sum(booked)::bigint as booked,
      sum(cost_cents_sum)::bigint as cost_cents_sum, sum(completed)::bigint as completed,
      sum(no_answer)::bigint as no_answer, sum(voicemail)::bigint as voicemail,
      sum(answered)::bigint as answered, sum(invalid)::bigint as invalid,
      sum(callbacks)::bigint as callbacks
    from (select (hour at time zone ${timeZone})::date as day, * from call_funnel_rollups
      where ${sliceWhere(scope)}) r
    group by grouping sets ((r.day), (r.local_slot))
    order by 1, 2`.execute(db);
  return rows;
}

/**
 * The same totals straight from the call and appointment rows (the rollups' reference: tests and
 * the benchmark compare the two). Slow at scale.
 */
export async function rawFunnel(db: Conn, scope: FunnelSliceScope): Promise<FunnelSums> {
  const list =
    scope.listId === undefined
      ? sql``
      : scope.listId === NO_LIST_FILTER
        ? sql`and c.list_id is null`
        : sql`and c.list_id = ${scope.listId}::uuid`;
  const agent =
    scope.agentId === undefined
      ? sql``
      : scope.agentId === DIRECT_CALL_FILTER
        ? sql`and c.voice_agent_id is null`
        : sql`and c.voice_agent_id = ${scope.agentId}::uuid`;
  const from = scope.from
    ? sql`and date_trunc('hour', c.started_at, 'UTC') >= date_trunc('hour', ${scope.from}::timestamptz, 'UTC')`
    : sql``;
  const to = scope.to
    ? sql`and date_trunc('hour', c.started_at, 'UTC') < ${scope.to}::timestamptz`
    : sql``;
  const real = scope.withSimulated ? sql`` : sql`and not ${CALL_SIMULATED}`;
  const connected = sql`c.outcome in ('Completed', 'Answered')`;
  const any = sql`c.state = 'ended'`;
  const ended = sql`c.state = 'ended' and c.direction = 'outbound'`;
  const { rows } = await sql<FunnelSums>`
    select count(*) filter (where ${ended})::bigint as dialled,
      count(*) filter (where ${ended} and ${connected})::bigint as connected,
      count(*) filter (where ${ended} and ${connected} and ${CALL_DURATION_MS} >= 30000)::bigint
        as conversations,
      coalesce(sum(b.n), 0)::bigint as booked,
      coalesce(sum(c.cost_cents) filter (where ${any}), 0)::bigint as cost_cents_sum,
      count(*) filter (where ${ended} and c.outcome = 'Completed')::bigint as completed,
      count(*) filter (where ${ended} and c.outcome = 'Dial No Answer')::bigint as no_answer,
      count(*) filter (where ${ended} and c.outcome = 'Reached Voicemail')::bigint as voicemail,
      count(*) filter (where ${ended} and c.outcome = 'Answered')::bigint as answered,
      count(*) filter (where ${ended} and c.outcome = 'Invalid Number')::bigint as invalid,
      count(*) filter (where ${any} and c.direction = 'inbound')::bigint as callbacks
    from calls c
    left join (select a.call_id, count(*) as n from appointments a
      where a.account_id = ${scope.accountId} and a.call_id is not null group by a.call_id) b
      on b.call_id = c.id
    where c.account_id = ${scope.accountId} and (${any} or b.n > 0)
      ${list} ${agent} ${from} ${to} ${real}`.execute(db);
  return rows[0]!;
}
