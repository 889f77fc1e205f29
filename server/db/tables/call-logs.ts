import type { ColumnType } from 'kysely';

// Tables of the call-logs feature (analytics rollups; the call rows are the dialer's).

type Sum = ColumnType<number, number | undefined, number>;

/** Ended calls per account, UTC hour (of started_at), agent, outcome and simulated or real. */
export interface CallRollupsTable {
  account_id: string;
  hour: ColumnType<Date, Date | string, Date | string>;
  /** NO_AGENT_ID for calls without an agent ('Direct Call'). */
  voice_agent_id: string;
  outcome: string;
  /** Calls of the simulated provider, counted apart from real ones. */
  simulated: ColumnType<boolean, boolean | undefined, boolean>;
  calls: Sum;
  successful: Sum;
  duration_ms_sum: Sum;
  duration_count: Sum;
  latency_ms_sum: Sum;
  latency_count: Sum;
  cost_cents_sum: Sum;
}

/**
 * The funnel from dial to booking per account, list, agent, UTC hour, simulated or real and the
 * contact's local weekday × hour; kept by the SQL function `call_funnel_add` (migration 0036).
 */
export interface CallFunnelRollupsTable {
  account_id: string;
  /** ALL_ID rows count every list (or agent); NONE_ID stands for no list (or no agent). */
  list_id: string;
  voice_agent_id: string;
  hour: ColumnType<Date, Date | string, Date | string>;
  simulated: boolean;
  /** (ISO weekday − 1) × 24 + hour in the contact's zone; −1 when the zone is unknown. */
  local_slot: number;
  dialled: Sum;
  connected: Sum;
  conversations: Sum;
  booked: Sum;
  cost_cents_sum: Sum;
  completed: Sum;
  no_answer: Sum;
  voicemail: Sum;
  answered: Sum;
  invalid: Sum;
  /** Inbound calls (a homeowner calling back): not dials (migration 0046). */
  callbacks: Sum;
}

export interface CallLogsTables {
  call_rollups: CallRollupsTable;
  call_funnel_rollups: CallFunnelRollupsTable;
}
