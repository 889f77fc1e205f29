import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';
import type { SwathWindow } from './mesh-swath-window';

const GRID_COLUMNS = 7000;

/**
 * A storm day's kept cells inside a window of the CONUS grid (NOAA data shared by every
 * account). Each row of the window is one range of the primary key.
 */
export async function meshCellsInWindow(
  db: Kysely<Database>,
  stormDay: string,
  window: SwathWindow,
): Promise<{ cellIndex: number; sizeMm: number }[]> {
  if (window.rows === 0 || window.cols === 0) return [];
  const first = window.row0 * GRID_COLUMNS;
  const last = (window.row0 + window.rows - 1) * GRID_COLUMNS + GRID_COLUMNS - 1;
  const { rows } = await sql<{ cell_index: number; size_mm: number }>`
    select cell_index, size_mm from mesh_cells
    where storm_day = ${stormDay}::date and cell_index between ${first} and ${last}
      and cell_index % ${GRID_COLUMNS} between ${window.col0} and ${window.col0 + window.cols - 1}`.execute(
    db,
  );
  return rows.map((row) => ({ cellIndex: row.cell_index, sizeMm: row.size_mm }));
}

/** A storm day's kept cells at or above a size, largest first (the swath list's search). */
export async function meshCellsAtLeast(
  db: Kysely<Database>,
  stormDay: string,
  minMm: number,
): Promise<{ cellIndex: number; sizeMm: number }[]> {
  const { rows } = await sql<{ cell_index: number; size_mm: number }>`
    select cell_index, size_mm from mesh_cells
    where storm_day = ${stormDay}::date and size_mm >= ${minMm}::real
    order by size_mm desc, cell_index`.execute(db);
  return rows.map((row) => ({ cellIndex: row.cell_index, sizeMm: row.size_mm }));
}

/** Storm days with a finished MESH import, newest first, with their largest kept size. */
export async function meshDays(
  db: Kysely<Database>,
): Promise<{ stormDay: string; largestMm: number | null }[]> {
  const { rows } = await sql<{ storm_day: string; largest_mm: number | null }>`
    select i.storm_day::text as storm_day,
      (select max(m.size_mm) from mesh_cells m where m.storm_day = i.storm_day) as largest_mm
    from (select distinct storm_day from mesh_imports
          where status = 'done' and storm_day is not null) i
    order by i.storm_day desc
    limit 60`.execute(db);
  return rows.map((row) => ({ stormDay: row.storm_day, largestMm: row.largest_mm }));
}

export async function meshDayImported(db: Kysely<Database>, stormDay: string): Promise<boolean> {
  const { rows } = await sql`
    select 1 from mesh_imports
    where status = 'done' and storm_day = ${stormDay}::date limit 1`.execute(db);
  return rows.length > 0;
}
