import Papa from 'papaparse';
import { type CsvParseFailure, csvFailure } from './csv-file-check';
import {
  FIRST_NAME_HEADER_ALIASES,
  MAX_CSV_COLUMNS,
  MAX_CSV_ROW_BYTES,
  normalizeCsvHeader,
  PHONE_HEADER_ALIASES,
  PREVIEW_ROWS,
} from './csv-rules';

// Isomorphic: runs in the browser preview and in the server import. No Node APIs here.

export type ParsedContact = {
  phoneNumber: string;
  firstName: string;
  /** Every other named column, keyed by its trimmed header text. */
  extra: Record<string, string>;
};

export { type CsvParseFailure, checkCsvFile, csvFailure } from './csv-file-check';
export type CsvParseSuccess = {
  ok: true;
  contacts: ParsedContact[];
  /** The header row as written in the file (each cell trimmed), in column order. */
  headers: string[];
};
export type CsvParseResult = CsvParseSuccess | CsvParseFailure;

export type CsvDelimiter = ',' | ';';

/** Where the contact fields live in a row; produced from the header row by `resolveCsvColumns`. */
export type CsvColumns = {
  headers: string[];
  phoneIndex: number;
  firstNameIndex: number;
  extraColumns: ReadonlyArray<{ index: number; key: string }>;
};

export type CsvPreview = { headers: string[]; rows: ParsedContact[]; totalRows: number };

const PHONE_ALIASES = new Set(PHONE_HEADER_ALIASES);
const FIRST_NAME_ALIASES = new Set(FIRST_NAME_HEADER_ALIASES);

/** A line counts as the header line once it has something besides whitespace, delimiters, quotes. */
const HEADER_LINE_CONTENT = /[^\s,;"]/;

/** Decodes uploaded bytes as UTF-8 (invalid sequences become U+FFFD; a leading BOM is dropped). */
export function decodeCsvBytes(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * The delimiter is decided on the header line alone (the first line with real content):
 * semicolon if it contains a ';', comma otherwise. Works on the whole text or on any prefix
 * that includes the header line, so a streaming reader can call it on its first chunk.
 */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  const line = findHeaderLine(text);
  return line?.includes(';') ? ';' : ',';
}

function findHeaderLine(text: string): string | null {
  const length = text.length;
  let start = 0;
  while (start < length) {
    let end = start;
    while (end < length) {
      const code = text.charCodeAt(end);
      if (code === 10 || code === 13) break;
      end++;
    }
    const line = text.slice(start, end);
    if (HEADER_LINE_CONTENT.test(line)) return line;
    start = end + 1;
  }
  return null;
}

function utf8Length(text: string, from: number, to: number): number {
  let bytes = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * True when some line (split on LF) is longer than a row may be. A row is one or more whole
 * lines, so this refuses an over-long row before the parser builds its cells.
 */
function hasOverlongLine(text: string): boolean {
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    // A UTF-16 unit is at most 3 UTF-8 bytes: only long lines need counting.
    if ((end - start) * 3 > MAX_CSV_ROW_BYTES && utf8Length(text, start, end) > MAX_CSV_ROW_BYTES) {
      return true;
    }
    start = end + 1;
  }
  return false;
}

/** The file's single line ending, or null when it mixes several (or uses lone CRs). */
function lineEndingOf(text: string): '\n' | '\r\n' | null {
  let cr = text.indexOf('\r');
  if (cr === -1) return '\n';
  let crCount = 0;
  while (cr !== -1) {
    if (text.charCodeAt(cr + 1) !== 10) return null;
    crCount++;
    cr = text.indexOf('\r', cr + 2);
  }
  let lfCount = 0;
  for (let lf = text.indexOf('\n'); lf !== -1; lf = text.indexOf('\n', lf + 1)) lfCount++;
  return lfCount === crCount ? '\r\n' : null;
}

/**
 * Maps a header row to column positions. Headers are matched trimmed and case-insensitively;
 * when several columns match an alias list, the leftmost one wins. The phone column is checked
 * first. All other columns with a non-empty name become `extra` fields (first of duplicate
 * names wins).
 */
export function resolveCsvColumns(
  headerRow: readonly string[],
): { ok: true; columns: CsvColumns } | CsvParseFailure {
  const headers = headerRow.map((cell) => cell.trim());
  const normalized = headers.map(normalizeCsvHeader);
  const phoneIndex = normalized.findIndex((header) => PHONE_ALIASES.has(header));
  if (phoneIndex === -1) return csvFailure('missing_phone_column');
  const firstNameIndex = normalized.findIndex((header) => FIRST_NAME_ALIASES.has(header));
  if (firstNameIndex === -1) return csvFailure('missing_first_name_column');

  const extraColumns: { index: number; key: string }[] = [];
  const seen = new Set<string>();
  headers.forEach((key, index) => {
    if (index === phoneIndex || index === firstNameIndex || key === '' || seen.has(key)) return;
    seen.add(key);
    extraColumns.push({ index, key });
  });
  return { ok: true, columns: { headers, phoneIndex, firstNameIndex, extraColumns } };
}

/** True when every cell of the row is empty after trimming (such rows are dropped). */
export function isBlankCsvRow(row: readonly string[]): boolean {
  for (const cell of row) {
    if (cell.trim() !== '') return false;
  }
  return true;
}

/** Builds a contact from one data row: cells are trimmed, missing cells become ''. */
export function rowToContact(row: readonly string[], columns: CsvColumns): ParsedContact {
  const extra: Record<string, string> = {};
  const { extraColumns } = columns;
  for (let c = 0; c < extraColumns.length; c++) {
    const { index, key } = extraColumns[c]!;
    const value = (row[index] ?? '').trim();
    if (key === '__proto__') {
      // Plain assignment would set the prototype instead of creating the field.
      Object.defineProperty(extra, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      extra[key] = value;
    }
  }
  return {
    phoneNumber: (row[columns.phoneIndex] ?? '').trim(),
    firstName: (row[columns.firstNameIndex] ?? '').trim(),
    extra,
  };
}

/**
 * Applies the content rules to the text of a contact-list CSV. Never throws: malformed input
 * ends in one of the catalogued failures. Phone numbers are not validated here.
 */
export function parseContactsCsv(text: string): CsvParseResult {
  let input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const headerLine = findHeaderLine(input);
  if (headerLine === null) return csvFailure('empty');

  const newline = lineEndingOf(input);
  // Mixed line endings (CRLF rows with LF inside quoted cells, concatenated files, old Mac CR)
  // are unified so that no row is glued to the next one. Costs a copy, hence only when needed.
  if (newline === null) input = input.replace(/\r\n?/g, '\n');
  if (hasOverlongLine(input)) return csvFailure('row_too_long');
  const delimiter: CsvDelimiter = headerLine.includes(';') ? ';' : ',';

  let rows: string[][];
  try {
    // Blank rows are dropped below rather than with `skipEmptyLines: 'greedy'`, which joins
    // every row into a new string just to test it. `fastMode: false` keeps papaparse on its
    // quote-aware scanner, which is also faster on large inputs than its split-based fast mode.
    const parsed = Papa.parse<string[]>(input, {
      delimiter,
      newline: newline ?? '\n',
      quoteChar: '"',
      escapeChar: '"',
      header: false,
      dynamicTyping: false,
      skipEmptyLines: false,
      fastMode: false,
    });
    if (parsed.errors.length > 0) return csvFailure('parse_failed');
    rows = parsed.data;
  } catch {
    return csvFailure('parse_failed');
  }

  let i = 0;
  while (i < rows.length && isBlankCsvRow(rows[i]!)) i++;
  const headerRow = rows[i++];
  if (headerRow === undefined) return csvFailure('empty');
  if (headerRow.length > MAX_CSV_COLUMNS) return csvFailure('too_many_columns');

  let columns: CsvColumns | null = null;
  const contacts: ParsedContact[] = [];
  for (; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.length > MAX_CSV_COLUMNS) return csvFailure('too_many_columns');
    if (isBlankCsvRow(row)) continue;
    if (columns === null) {
      // Resolved only once a data row exists: a header without data rows is 'empty'.
      const resolved = resolveCsvColumns(headerRow);
      if (!resolved.ok) return resolved;
      columns = resolved.columns;
    }
    contacts.push(rowToContact(row, columns));
  }
  if (columns === null) return csvFailure('empty');
  return { ok: true, contacts, headers: columns.headers };
}

/** The first `limit` contacts (default `PREVIEW_ROWS`) plus the total, for the upload preview. */
export function toCsvPreview(result: CsvParseSuccess, limit: number = PREVIEW_ROWS): CsvPreview {
  return {
    headers: result.headers,
    rows: result.contacts.slice(0, limit),
    totalRows: result.contacts.length,
  };
}
