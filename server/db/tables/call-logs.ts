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

export interface CallLogsTables {
  call_rollups: CallRollupsTable;
}
