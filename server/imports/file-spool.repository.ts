import type pg from 'pg';
import type { Db } from '../db/database';
import type { FileImportKind } from '../db/tables/imports';

/** Bytes per stored chunk of a spooled upload. */
export const SPOOL_CHUNK_BYTES = 1024 * 1024;

export type SpooledImport = {
  id: string;
  account_id: string;
  kind: FileImportKind;
  file_name: string;
  added_by: string | null;
};

export async function createFileImport(
  db: Db,
  input: { accountId: string; kind: FileImportKind; fileName: string; addedBy: string | null },
): Promise<string> {
  const row = await db
    .insertInto('file_imports')
    .values({
      account_id: input.accountId,
      kind: input.kind,
      file_name: input.fileName,
      added_by: input.addedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function appendChunk(db: Db, importId: string, seq: number, data: Buffer) {
  await db.insertInto('file_import_chunks').values({ import_id: importId, seq, data }).execute();
}

/** The whole file is stored: it waits for the worker. */
export async function markQueued(db: Db, importId: string, byteSize: number) {
  await db
    .updateTable('file_imports')
    .set({ state: 'queued', byte_size: byteSize })
    .where('id', '=', importId)
    .execute();
}

/** An upload that never arrived whole leaves nothing behind. */
export async function deleteFileImport(db: Db, importId: string) {
  await db.deleteFrom('file_imports').where('id', '=', importId).execute();
}

/** The worker takes a queued import (or one it was running when it stopped); null when over. */
export function startImport(db: Db, importId: string): Promise<SpooledImport | undefined> {
  return db
    .updateTable('file_imports')
    .set({ state: 'importing', rows_read: 0 })
    .where('id', '=', importId)
    .where('state', 'in', ['queued', 'importing'])
    .returning(['id', 'account_id', 'kind', 'file_name', 'added_by'])
    .executeTakeFirst();
}

/** The stored bytes in order, one chunk in memory at a time. */
export async function* spooledBytes(db: Db, importId: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq++) {
    const row = await db
      .selectFrom('file_import_chunks')
      .select('data')
      .where('import_id', '=', importId)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!row) return;
    yield row.data;
  }
}

export async function recordRowsRead(db: Db, importId: string, rows: number) {
  await db
    .updateTable('file_imports')
    .set({ rows_read: rows })
    .where('id', '=', importId)
    .execute();
}

/** Inside the import's own transaction: done, its bytes gone (a retry then finds nothing to do). */
export async function markDoneOnClient(
  client: pg.ClientBase,
  importId: string,
  outcome: { rows: number; listId: string | null; result: unknown },
) {
  await client.query(
    `update file_imports set state = 'done', rows_read = $2, list_id = $3, result = $4,
       finished_at = now() where id = $1`,
    [importId, outcome.rows, outcome.listId, JSON.stringify(outcome.result)],
  );
  await client.query('delete from file_import_chunks where import_id = $1', [importId]);
}

/** As markDoneOnClient, in a Kysely transaction (an import that writes through Kysely). */
export async function markDone(
  trx: Db,
  importId: string,
  outcome: { rows: number; listId: string | null; result: unknown },
) {
  await trx
    .updateTable('file_imports')
    .set({
      state: 'done',
      rows_read: outcome.rows,
      list_id: outcome.listId,
      result: JSON.stringify(outcome.result),
      finished_at: new Date(),
    })
    .where('id', '=', importId)
    .execute();
  await trx.deleteFrom('file_import_chunks').where('import_id', '=', importId).execute();
}

/** Uploads still arriving, or stored and waiting, since before `before` (oldest first). */
export function staleUploads(db: Db, before: Date) {
  return db
    .selectFrom('file_imports')
    .select(['id', 'account_id', 'kind', 'file_name', 'state'])
    .where('state', 'in', ['receiving', 'queued'])
    .where('created_at', '<', before)
    .orderBy('created_at')
    .execute();
}

/** Fails an upload the worker never took (false when it has since), deleting its bytes. */
export async function failAbandoned(db: Db, importId: string, error: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('file_imports')
      .set({ state: 'failed', error, finished_at: new Date() })
      .where('id', '=', importId)
      .where('state', 'in', ['receiving', 'queued'])
      .executeTakeFirst();
    if (failed.numUpdatedRows === 0n) return false;
    await trx.deleteFrom('file_import_chunks').where('import_id', '=', importId).execute();
    return true;
  });
}

export async function markFailed(db: Db, importId: string, error: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('file_imports')
      .set({ state: 'failed', error, finished_at: new Date() })
      .where('id', '=', importId)
      .execute();
    await trx.deleteFrom('file_import_chunks').where('import_id', '=', importId).execute();
  });
}
