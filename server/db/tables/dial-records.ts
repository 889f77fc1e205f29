import type { ColumnType } from 'kysely';
import type { DialRecordDecision } from '../../../shared/dialer/evidence-pack';

/**
 * The append-only dial record (migration 0075): one row per decision of the last check before a
 * call is dialled. The application's role may insert and read, never update or delete.
 */
export interface DialRecordsTable {
  id: ColumnType<number, never, never>;
  account_id: string;
  call_id: string;
  decision: DialRecordDecision;
  refused_reason: string | null;
  /** Who started the campaign (null: started before records began). */
  started_by: string | null;
  phone_number: string;
  /** Each zone evaluated with its local time at the decision's instant (JSON text in, parsed out). */
  zones: ColumnType<unknown, string, never>;
  /** The list's calling schedule in force. */
  schedule: ColumnType<unknown, string, never>;
  /** The versions of the rules applied ({ state_rules, calling_clock_at }). */
  rule_versions: ColumnType<unknown, string, never>;
  state_rules: string | null;
  consent_basis: string | null;
  dnc_checked_at: ColumnType<Date, Date, never>;
  number_count: number;
  number_cap: number;
  agent_id: string | null;
  decided_at: ColumnType<Date, Date, never>;
  recorded_at: ColumnType<Date, never, never>;
  /** The consent event relied on (consent_records.event_id at the decision; null: none). */
  consent_event_id: number | null;
  /** The do-not-call lists checked: which, when, and their version (numbers, latest addition). */
  dnc_checks: ColumnType<unknown, string, never>;
  /** The agent's Retell version checked at dispatch and pinned on the call. */
  agent_version: number | null;
  /** sha256 of the disclosure checked at dispatch (agent-real-call.ts). */
  disclosure_hash: string | null;
  /** The row's place in its account's chain (null: written before the chain, migration 0087). */
  seq: ColumnType<number | null, number, never>;
  /** The hash of the account's row before it (records/record-hash.ts). */
  prev_hash: ColumnType<string | null, string, never>;
  /** sha256 over the row's recorded fields, its seq and prev_hash. */
  row_hash: ColumnType<string | null, string, never>;
}

/** Each account's chain head, locked FOR UPDATE by the writer (seq 0: no row yet). */
export interface DialRecordHeadsTable {
  account_id: string;
  seq: number;
  row_hash: string;
}

/** What the retention purge took of an account's chain: through which row, and that row's hash. */
export interface DialRecordPurgesTable {
  account_id: string;
  through_seq: number;
  through_hash: string;
  purged_at: ColumnType<Date, never, never>;
}

export interface DialRecordTables {
  dial_records: DialRecordsTable;
  dial_record_heads: DialRecordHeadsTable;
  dial_record_purges: DialRecordPurgesTable;
}
