import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { BadInputError } from '../../../errors';
import { hailCsvRecords, readFailure } from './hail-file-stream';
import { type HailSink, sinkFor } from './hail-import-sinks';
import {
  createImport,
  finishImport,
  type ImportCounts,
  recordProgress,
} from './hail-imports.repository';

export type HailImportInput = {
  fileName: string;
  bytesTotal: number | null;
  body: AsyncIterable<Buffer>;
  userId: string | null;
  maxBytes: number;
  /** Records a failure before the first row as a failed import of this source (fetch jobs). */
  recordEarlyFailureAs?: 'ncei' | 'spc';
};

export type HailImportSummary = ImportCounts & {
  id: string;
  source: 'ncei' | 'spc';
  fileName: string;
};

const BATCH_ROWS = 5000;
const PROGRESS_EVERY_RECORDS = 20_000;

export const emptyCounts = (): ImportCounts => ({
  bytesRead: 0,
  rowsRead: 0,
  imported: 0,
  skippedNoPosition: 0,
  skippedUnreadable: 0,
  zoneGuessed: 0,
  replacedPreliminary: 0,
  years: [],
});

/**
 * Streams one NCEI details or SPC hail file into the shared archive: written in batches as it is
 * read, progress and counts on its hail_imports row. Re-importing a file changes nothing.
 */
export async function importHailFile(
  db: Kysely<Database>,
  input: HailImportInput,
): Promise<HailImportSummary> {
  const counts = emptyCounts();
  let header: string[] = [];
  const { records, gzip } = await hailCsvRecords(input.body, counts, input.maxBytes, (names) => {
    header = names;
  });
  let sink: HailSink | null = null;
  let importId: string | null = null;
  const open = async () => {
    sink = sinkFor(db, header, input.fileName, counts);
    importId = await createImport(db, { ...input, source: sink.source });
    return { sink, importId };
  };
  // One batch is written while the next is parsed (Node parses, Postgres writes: two cores).
  let writing: Promise<void> = Promise.resolve();
  try {
    for await (const record of records) {
      const current = sink && importId ? { sink, importId } : await open();
      counts.rowsRead++;
      current.sink.take(record);
      const full = current.sink.pending() >= BATCH_ROWS;
      if (full) {
        await writing;
        writing = current.sink.flush(current.importId);
        // Marked handled now: a failed write is thrown where it is awaited, not as unhandled.
        writing.catch(() => {});
      }
      if (full || counts.rowsRead % PROGRESS_EVERY_RECORDS === 0) {
        await recordProgress(db, current.importId, counts);
      }
    }
    await writing;
    const done = sink && importId ? { sink, importId } : await open();
    await done.sink.finish(done.importId);
    await finishImport(db, done.importId, counts, null);
    return { ...counts, id: done.importId, source: done.sink.source, fileName: input.fileName };
  } catch (error) {
    await writing.catch(() => {});
    await records.return(undefined);
    const failure = readFailure(error, gzip);
    const message = failure instanceof BadInputError ? failure.message : 'Import failed.';
    const source = input.recordEarlyFailureAs;
    const failedId = importId ?? (source ? await createImport(db, { ...input, source }) : null);
    if (failedId) await finishImport(db, failedId, counts, message);
    throw failure;
  }
}
