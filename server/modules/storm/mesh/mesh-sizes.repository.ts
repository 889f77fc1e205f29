import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';

/** A place to size: its key and the MRMS CONUS cells it covers. */
export type PlaceCells = { key: string; cells: readonly number[] };

/**
 * The largest kept MESH (mm) over each place's cells on a storm day; a place with no kept cell
 * is absent. Cells are NOAA data shared by every account: nothing here is an account's.
 */
export async function largestMeshByPlace(
  db: Kysely<Database>,
  stormDay: string,
  places: readonly PlaceCells[],
): Promise<Map<string, number>> {
  const keys = places.flatMap((place) => place.cells.map(() => place.key));
  const cells = places.flatMap((place) => place.cells);
  if (cells.length === 0) return new Map();
  const { rows } = await sql<{ key: string; size_mm: number }>`
    select place.key, max(m.size_mm) as size_mm
    from unnest(${keys}::text[], ${cells}::int[]) as place(key, cell)
    join mesh_cells m on m.storm_day = ${stormDay}::date and m.cell_index = place.cell
    group by place.key`.execute(db);
  return new Map(rows.map((row) => [row.key, row.size_mm]));
}
