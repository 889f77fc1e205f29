import { sql } from 'kysely';
import { IMPORT_MESSAGES } from '../../shared/csv/import-messages';
import type { Db } from '../db/database';
import type { FileImportKind } from '../db/tables/imports';

export type UnfinishedImport = {
  id: string;
  fileName: string;
  state: 'importing' | 'failed';
  /** Rows read so far (the worker records them as it goes), so a reloaded page shows them too. */
  rows: number;
  message: string | null;
};

/** How long a failed upload stays on the list, with its reason. */
const FAILED_SHOWN_FOR = '1 day';
const SHOWN_MAX = 20;

/**
 * The account's uploads of `kind` still arriving or importing, and those that failed lately,
 * newest first: what a page shows after a reload, when no live event has arrived yet.
 */
export async function unfinishedImports(
  db: Db,
  accountId: string,
  kind: FileImportKind,
): Promise<UnfinishedImport[]> {
  const rows = await db
    .selectFrom('file_imports')
    .select(['id', 'file_name', 'state', 'rows_read', 'error'])
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([
        eb('state', 'in', ['receiving', 'queued', 'importing']),
        eb.and([
          eb('state', '=', 'failed'),
          eb('finished_at', '>', sql<Date>`now() - ${FAILED_SHOWN_FOR}::interval`),
        ]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(SHOWN_MAX)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    state: row.state === 'failed' ? 'failed' : 'importing',
    rows: row.rows_read,
    message: row.state === 'failed' ? (row.error ?? IMPORT_MESSAGES.failed) : null,
  }));
}
