/**
 * One CSV cell, safe to open in a spreadsheet: a value starting with = @ tab or carriage return,
 * or with + or - that is not simply a number (phone numbers like +12145550101 stay as written),
 * is prefixed with an apostrophe so it is never run as a formula; quotes, commas and line breaks
 * are quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line (CRLF-terminated, as RFC 4180 has it). */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
