import Papa from 'papaparse';
import { MAX_IMPORT_ROWS } from '../../shared/billing/plans';
import { type CsvDelimiter, isBlankCsvRow, MAX_CSV_COLUMNS } from '../../shared/csv';
import { type ByteSource, csvTextSegments } from './csv-text-segments';
import { csvImportFailure, ImportFailure } from './import-failure';

/**
 * What one kind of file does with its rows (contacts, do-not-call numbers; later registry files
 * and lead batches). It writes inside whatever transaction its caller holds.
 */
export type ImportSink = {
  /** A file of one row may be a header-less file of data (a plain list of numbers). */
  readonly headerMayBeData: boolean;
  /** The first data row is there; `header` is the row before it. True: the header is data too. */
  start(header: string[]): boolean;
  /** The next rows in file order (blank rows already dropped), at most `batchRows` of them. */
  write(rows: string[][]): Promise<void>;
};

export type ImportLimits = { maxRows: number; batchRows: number; segmentChars: number };

/**
 * Small pieces and batches keep what survives a young-generation GC (rows waiting on a COPY)
 * small, so little garbage is promoted to the old space between major GCs (docs/benchmarks.md).
 */
export const IMPORT_LIMITS: ImportLimits = {
  maxRows: MAX_IMPORT_ROWS,
  batchRows: 1_000,
  segmentChars: 64 * 1024,
};

function parseSegment(text: string, delimiter: CsvDelimiter): string[][] {
  const parsed = Papa.parse<string[]>(text, {
    delimiter,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    header: false,
    dynamicTyping: false,
    skipEmptyLines: false,
    fastMode: false,
  });
  if (parsed.errors.length > 0) throw csvImportFailure('parse_failed');
  return parsed.data;
}

/**
 * The one streaming importer: bytes → UTF-8 text → rows (the spec's CSV rules, parsed a piece at
 * a time) → the sink in batches. Memory holds one piece and one batch, whatever the file's size.
 * Throws ImportFailure with the catalogued message; returns the data rows read.
 */
export async function streamCsvInto(
  source: ByteSource,
  sink: ImportSink,
  options: { limits?: Partial<ImportLimits>; onProgress?: (rows: number) => Promise<void> } = {},
): Promise<{ rows: number }> {
  const limits = { ...IMPORT_LIMITS, ...options.limits };
  let delimiter: CsvDelimiter = ',';
  let header: string[] | null = null;
  let started = false;
  let rows = 0;
  let batch: string[][] = [];
  const take = async (row: string[]) => {
    if (++rows > limits.maxRows) throw csvImportFailure('too_many_rows');
    batch.push(row);
    if (batch.length < limits.batchRows) return;
    const full = batch;
    batch = [];
    await sink.write(full);
    await options.onProgress?.(rows);
  };
  const segments = csvTextSegments(source, limits.segmentChars, (found) => {
    delimiter = found;
  });
  for await (const segment of segments) {
    for (const row of parseSegment(segment, delimiter)) {
      if (row.length > MAX_CSV_COLUMNS) throw csvImportFailure('too_many_columns');
      if (isBlankCsvRow(row)) continue;
      if (header === null) {
        header = row;
        continue;
      }
      if (!started) {
        started = true;
        if (sink.start(header)) await take(header);
      }
      await take(row);
    }
  }
  if (header === null) throw csvImportFailure('empty');
  if (!started && sink.headerMayBeData && sink.start(header)) await take(header);
  if (batch.length > 0) {
    await sink.write(batch);
    await options.onProgress?.(rows);
  }
  return { rows };
}

/** Failures a file's first part cannot prove: the rest may close a quote or hold the rows. */
const UNPROVEN_IN_HEAD = new Set(['parse_failed', 'empty', 'too_many_rows']);

/**
 * Reads the first part of a file that will be imported later (by the worker) with the sink's
 * header rule, so a wrong header or an over-long or over-wide row there is refused at upload.
 */
export async function refusalInHead(
  head: readonly Uint8Array[],
  start: ImportSink['start'],
): Promise<ImportFailure | null> {
  const sink: ImportSink = { headerMayBeData: false, start, write: async () => {} };
  try {
    await streamCsvInto(head, sink, { limits: { maxRows: Number.POSITIVE_INFINITY } });
    return null;
  } catch (error) {
    if (error instanceof ImportFailure && !UNPROVEN_IN_HEAD.has(error.code)) return error;
    if (error instanceof ImportFailure) return null;
    throw error;
  }
}
