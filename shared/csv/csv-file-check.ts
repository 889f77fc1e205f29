import { CSV_ERROR_MESSAGES, type CsvErrorCode } from './csv-messages';
import { CSV_FILE_EXTENSION, MAX_CSV_BYTES } from './csv-rules';

// Apart from the parser: the upload page checks a file before its worker parses it, and should
// not download papaparse to do so.

export type CsvParseFailure = { ok: false; code: CsvErrorCode; message: string };

export function csvFailure(code: CsvErrorCode): CsvParseFailure {
  return { ok: false, code, message: CSV_ERROR_MESSAGES[code] };
}

/** File-level checks done before reading: name suffix, then size. Returns null when acceptable. */
export function checkCsvFile(file: { name: string; size: number }): CsvParseFailure | null {
  if (!file.name.toLowerCase().endsWith(CSV_FILE_EXTENSION)) return csvFailure('not_csv');
  if (file.size > MAX_CSV_BYTES) return csvFailure('too_large');
  return null;
}
