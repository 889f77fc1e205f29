import type { Kysely } from 'kysely';
import type { HailSourceCode } from '../../../db/tables/storm';
import type { Database } from '../../../db/types';

type Conn = Kysely<Database>;

export type ImportCounts = {
  bytesRead: number;
  rowsRead: number;
  imported: number;
  skippedNoPosition: number;
  skippedUnreadable: number;
  zoneGuessed: number;
  replacedPreliminary: number;
  years: number[];
};

export async function createImport(
  db: Conn,
  values: {
    source: HailSourceCode;
    fileName: string;
    bytesTotal: number | null;
    userId: string | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('hail_imports')
    .values({
      source: values.source,
      file_name: values.fileName.slice(0, 300),
      status: 'running',
      bytes_total: values.bytesTotal,
      started_by: values.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const countColumns = (counts: ImportCounts) => ({
  bytes_read: counts.bytesRead,
  rows_read: counts.rowsRead,
  imported: counts.imported,
  skipped_no_position: counts.skippedNoPosition,
  skipped_unreadable: counts.skippedUnreadable,
  zone_guessed: counts.zoneGuessed,
  replaced_preliminary: counts.replacedPreliminary,
  years: counts.years,
});

export async function recordProgress(db: Conn, id: string, counts: ImportCounts): Promise<void> {
  await db.updateTable('hail_imports').set(countColumns(counts)).where('id', '=', id).execute();
}

export async function finishImport(
  db: Conn,
  id: string,
  counts: ImportCounts,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('hail_imports')
    .set({
      ...countColumns(counts),
      status: error ? 'failed' : 'done',
      error,
      finished_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** Names of the NCEI files imported in full (the monthly job compares their issue dates). */
export async function doneNceiFileNames(db: Conn): Promise<string[]> {
  const rows = await db
    .selectFrom('hail_imports')
    .select('file_name')
    .where('source', '=', 'ncei')
    .where('status', '=', 'done')
    .execute();
  return rows.map((row) => row.file_name);
}
