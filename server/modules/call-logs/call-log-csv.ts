import { ROOFING_CALL_FIELDS } from '../../../shared/agents/call-fields';
import { CALL_DIRECTION_LABELS } from '../../../shared/calls/call-direction';
import { callFieldLabel } from '../../../shared/calls/call-field-values';
import {
  agentLabel,
  callLogStatus,
  contactLabel,
  formatCallDuration,
  formatCallTime,
  formatCost,
} from '../../../shared/calls/call-log-format';
import type { CallLogFilters } from '../../../shared/calls/call-log-inputs';
import { csvLine } from '../../../shared/csv/csv-cell';
import type { Db } from '../../db/database';
import { callFieldCells } from './call-field-cells';
import { type CallLogRecord, callLogPage } from './call-logs.repository';
import { decodeCursor, encodeCursor } from './call-logs.service';

export const CALL_LOG_CSV_HEADER = [
  'Date & Time',
  'Contact',
  'Phone Number',
  'List',
  'Agent',
  'Attempt',
  'Duration',
  'Status',
  'Disconnection Reason',
  'Cost',
  'Simulated',
  'Call ID',
  'Consent',
  'Do-Not-Call Checked',
  'Local Time at Dial',
  'State Rules',
  'Calls to Number',
  ...ROOFING_CALL_FIELDS.map((field) => callFieldLabel(field.name)),
  'Other Call Fields',
  'Direction',
] as const;

/** Rows read per query: memory stays flat however long the log is. */
export const EXPORT_BATCH_ROWS = 2_000;

export function callLogCsvLine(row: CallLogRecord, timeZone: string): string {
  return csvLine([
    formatCallTime(row.started_at, timeZone),
    contactLabel(row.first_name),
    row.phone_number ?? '',
    row.list_name ?? '',
    agentLabel(row.agent_name),
    String(row.attempt),
    formatCallDuration(row.duration_ms),
    callLogStatus(row.outcome),
    row.disconnection_reason ?? '',
    row.cost_cents === null ? '' : formatCost(row.cost_cents),
    row.simulated ? 'Yes' : 'No',
    row.id,
    row.consent_basis ?? '',
    row.dnc_checked_at ? formatCallTime(row.dnc_checked_at, timeZone) : '',
    row.dial_local_times ?? '',
    row.state_rules ?? '',
    row.number_cap ?? '',
    ...callFieldCells(row.call_fields),
    CALL_DIRECTION_LABELS[row.direction],
  ]);
}

/**
 * Writes the filtered log as CSV through `write`, one keyset page at a time; `write` resolves
 * false when the reader went away, which stops the export.
 */
export async function writeCallLogCsv(
  db: Db,
  accountId: string,
  filters: CallLogFilters,
  timeZone: string,
  write: (chunk: string) => Promise<boolean>,
): Promise<void> {
  if (!(await write(csvLine(CALL_LOG_CSV_HEADER)))) return;
  let cursor: string | null = null;
  for (;;) {
    const after = cursor ? decodeCursor(cursor) : null;
    const rows = await callLogPage(db, accountId, filters, after, EXPORT_BATCH_ROWS);
    if (rows.length === 0) return;
    if (!(await write(rows.map((row) => callLogCsvLine(row, timeZone)).join('')))) return;
    if (rows.length < EXPORT_BATCH_ROWS) return;
    cursor = encodeCursor(rows.at(-1)!);
  }
}
