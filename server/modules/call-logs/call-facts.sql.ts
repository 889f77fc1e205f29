import { type RawBuilder, sql } from 'kysely';

/**
 * The two rules every call-log figure shares, as SQL over a `calls` row aliased `c`.
 *
 * Duration: what the provider reported (`duration_ms`); a simulated call reports none, so its
 * duration is the time from start to end. A real call without a reported duration has none.
 */
export const CALL_DURATION_MS: RawBuilder<number | null> = sql<number | null>`coalesce(
  c.duration_ms,
  case when c.provider = 'simulated' and c.ended_at is not null
    then (extract(epoch from c.ended_at - c.started_at) * 1000)::bigint end)`;

/**
 * Success as spec 7.7 defines it: the provider's analysis called it successful, or an agent or
 * user hung up; a call without analysis or disconnection reason (a simulated one) succeeds when
 * Completed or Answered.
 */
export const CALL_SUCCEEDED: RawBuilder<boolean> = sql<boolean>`(
  coalesce(c.call_successful, false)
  or coalesce(c.disconnection_reason in ('agent_hangup', 'user_hangup'), false)
  or (c.call_successful is null and c.disconnection_reason is null
    and c.outcome in ('Completed', 'Answered')))`;

/** Placed by the simulated provider: nobody was really called. */
export const CALL_SIMULATED: RawBuilder<boolean> = sql<boolean>`(c.provider = 'simulated')`;

/** The agent key of rollups: calls without an agent share the nil uuid. */
export const NO_AGENT_ID = '00000000-0000-0000-0000-000000000000';

/** The agent key of the rollup rows that count every agent (the unfiltered view reads only these). */
export const ALL_AGENTS_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/**
 * A call whose analysis filled `field` with `value` (booleans and numbers as their JSON text); with
 * no value, a call whose field has a value (not empty, not false).
 */
export function callFieldMatches(field: string, value: string | undefined): RawBuilder<boolean> {
  if (value !== undefined) return sql<boolean>`(c.call_fields ->> ${field}) = ${value}`;
  return sql<boolean>`coalesce(c.call_fields ->> ${field}, '') not in ('', 'false')`;
}
