import { csvCell } from '../csv/csv-cell';
import type { RejectedRow } from './clean-contact-numbers';

export const IMPORT_REPORT_HEADER = ['Row', 'Original number', 'Reason'] as const;

/** The import report as CSV: one line per rejected row. */
export function importReportCsv(rows: readonly RejectedRow[]): string {
  const lines = [IMPORT_REPORT_HEADER.join(',')];
  for (const row of rows)
    lines.push([String(row.rowNumber), csvCell(row.original), csvCell(row.reason)].join(','));
  return `${lines.join('\r\n')}\r\n`;
}
