import { type Kysely, sql } from 'kysely';
import type { HailArchiveState, HailImportView } from '../../../../shared/storm/hail-archive';
import type { Database } from '../../../db/types';

type Conn = Kysely<Database>;

const IMPORT_COLUMNS = [
  'id',
  'source',
  'file_name',
  'status',
  'bytes_total',
  'bytes_read',
  'rows_read',
  'imported',
  'skipped_no_position',
  'skipped_unreadable',
  'zone_guessed',
  'replaced_preliminary',
  'error',
  'started_at',
  'finished_at',
] as const;

type ImportRow = Awaited<ReturnType<typeof latestImports>>[number];

function latestImports(db: Conn) {
  return db
    .selectFrom('hail_imports')
    .select(IMPORT_COLUMNS)
    .orderBy('started_at', 'desc')
    .limit(5)
    .execute();
}

function importView(row: ImportRow): HailImportView {
  return {
    id: row.id,
    source: row.source,
    fileName: row.file_name,
    status: row.status,
    bytesTotal: row.bytes_total === null ? null : Number(row.bytes_total),
    bytesRead: Number(row.bytes_read),
    rowsRead: row.rows_read,
    imported: row.imported,
    skippedNoPosition: row.skipped_no_position,
    skippedUnreadable: row.skipped_unreadable,
    zoneGuessed: row.zone_guessed,
    replacedPreliminary: row.replaced_preliminary,
    error: row.error,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

/** What every signed-in user sees on the NOAA tab: years loaded, rows, the latest imports. */
export async function hailArchiveState(db: Conn): Promise<HailArchiveState> {
  const years = await sql<{ year: number; source: 'ncei' | 'spc'; rows: number }>`
    select data_year as year, source, count(*)::int as rows
    from hail_events group by data_year, source order by data_year desc, source`.execute(db);
  const imports = await latestImports(db);
  const lastSpc = await db
    .selectFrom('hail_imports')
    .select(IMPORT_COLUMNS)
    .where('source', '=', 'spc')
    .where('status', '=', 'done')
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    years: years.rows,
    totalRows: years.rows.reduce((sum, row) => sum + row.rows, 0),
    imports: imports.map(importView),
    lastSameDayImport: lastSpc ? importView(lastSpc) : null,
  };
}
