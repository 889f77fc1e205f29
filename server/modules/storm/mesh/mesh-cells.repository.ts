import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';

/** Rows per INSERT … SELECT FROM unnest: two arrays of this many values per statement. */
const BATCH = 20_000;

export type KeptCells = { cells: Int32Array; sizesMm: Float32Array };

/**
 * Stores a storm day's kept cells in batches; a cell stored already keeps the larger size, so
 * importing the same file again changes nothing.
 */
export async function upsertMeshCells(
  db: Kysely<Database>,
  stormDay: string,
  { cells, sizesMm }: KeptCells,
): Promise<void> {
  for (let from = 0; from < cells.length; from += BATCH) {
    const indexes = Array.from(cells.subarray(from, from + BATCH));
    const sizes = Array.from(sizesMm.subarray(from, from + BATCH));
    await sql`
      insert into mesh_cells (storm_day, cell_index, size_mm)
      select ${stormDay}::date, cell, size
      from unnest(${indexes}::int[], ${sizes}::real[]) as kept(cell, size)
      on conflict (storm_day, cell_index)
      do update set size_mm = greatest(mesh_cells.size_mm, excluded.size_mm)`.execute(db);
  }
}

/** Whether a file with this time was imported in full already (the poll skips it). */
export async function meshFileImported(db: Kysely<Database>, fileTime: Date): Promise<boolean> {
  const found = await db
    .selectFrom('mesh_imports')
    .select('id')
    .where('status', '=', 'done')
    .where('file_time', '=', fileTime)
    .executeTakeFirst();
  return found !== undefined;
}

export async function startMeshImport(
  db: Kysely<Database>,
  row: { source: string; floorMm: number; startedBy: string | null },
): Promise<string> {
  const { id } = await db
    .insertInto('mesh_imports')
    .values({
      source: row.source,
      floor_mm: row.floorMm,
      started_by: row.startedBy,
      status: 'running',
      file_time: null,
      storm_day: null,
      product: null,
      error: null,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export type MeshImportEnd =
  | { status: 'done'; fileTime: Date; stormDay: string; product: string; cellsKept: number }
  | { status: 'failed'; error: string };

export async function finishMeshImport(
  db: Kysely<Database>,
  id: string,
  end: MeshImportEnd,
): Promise<void> {
  const values =
    end.status === 'done'
      ? {
          status: end.status,
          file_time: end.fileTime,
          storm_day: end.stormDay,
          product: end.product,
          cells_kept: end.cellsKept,
        }
      : { status: end.status, error: end.error };
  await db
    .updateTable('mesh_imports')
    .set({ ...values, finished_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
