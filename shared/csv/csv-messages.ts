import { MAX_IMPORT_ROWS } from '../billing/plans';

const ROWS = MAX_IMPORT_ROWS.toLocaleString('en-US');

/**
 * User-facing messages for the contact-list CSV upload. Shared by the browser preview and the
 * server import, so the same file always fails with the same text. Strings are verbatim from the
 * spec: do not reword them without updating the tests.
 */
export const CSV_ERROR_MESSAGES = {
  /** File name does not end in `.csv` (case-insensitive). */
  not_csv: 'Please upload a CSV file',
  /** File is larger than `MAX_CSV_BYTES`. */
  too_large: 'File size exceeds 10MB limit',
  /** No content, only blank lines, or a header row without any data rows. */
  empty: 'CSV file is empty',
  /** Header row has none of the phone aliases. */
  missing_phone_column: "Missing 'phone number' column",
  /** Header row has none of the first-name aliases. */
  missing_first_name_column: "Missing 'first_name' column",
  /** The header or a row has more than `MAX_CSV_COLUMNS` cells. */
  too_many_columns: 'Too many columns: at most 100 are allowed',
  /** A row is longer than `MAX_CSV_ROW_BYTES`. */
  row_too_long: 'A row is longer than 64 KB',
  /** More data rows than `MAX_IMPORT_ROWS` (not in the spec: its prototype had no such limit). */
  too_many_rows: `This file has more than ${ROWS} rows. Split it into files of up to ${ROWS} rows.`,
  /** The CSV text is malformed (e.g. an unterminated quoted field). */
  parse_failed: 'Failed to parse the CSV file',
  /** Reading finished without producing text (e.g. `FileReader.result` was not a string). */
  read_failed: 'Failed to read file',
  /** The reader itself reported an error (e.g. `FileReader` `error` event). */
  read_error: 'Error reading the file',
} as const;

export type CsvErrorCode = keyof typeof CSV_ERROR_MESSAGES;
export type CsvErrorMessage = (typeof CSV_ERROR_MESSAGES)[CsvErrorCode];

export function describeCsvError(code: CsvErrorCode): CsvErrorMessage {
  return CSV_ERROR_MESSAGES[code];
}
