import type { RejectedRow } from './clean-contact-numbers';

export const IMPORT_REPORT_HEADER = ['Row', 'Original number', 'Reason'] as const;

/** A cell that a spreadsheet would run as a formula is prefixed with an apostrophe. */
function cell(value: string): string {
  const safe = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The import report as CSV: one line per rejected row. */
export function importReportCsv(rows: readonly RejectedRow[]): string {
  const lines = [IMPORT_REPORT_HEADER.join(',')];
  for (const row of rows)
    lines.push([String(row.rowNumber), cell(row.original), cell(row.reason)].join(','));
  return `${lines.join('\r\n')}\r\n`;
}
