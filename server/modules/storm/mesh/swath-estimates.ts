import { type Kysely, sql } from 'kysely';
import { contactPosition } from '../../../../shared/storm/contact-position';
import type { Database } from '../../../db/types';
import { cellIndexAt, MRMS_CONUS } from '../../../integrations/noaa/mrms-conus-grid';
import type { HailEstimate } from '../../campaigns/lists/storm-list.repository';
import { zipsInBox } from '../geo/zip-centroids';
import { meshPlaceOf, ZIP_AREA_MILES } from './contact-mesh-sizes.service';

type Cells = ReadonlyMap<number, number>;

/** Blocks of 8 × 8 cells (over 5 miles a side): a ZIP far from every block needs no sizing. */
const BLOCK = 8;
const blockOf = (cell: number) =>
  `${Math.floor(Math.floor(cell / MRMS_CONUS.ni) / BLOCK)}:${Math.floor((cell % MRMS_CONUS.ni) / BLOCK)}`;

function nearAnyBlock(blocks: ReadonlySet<string>, cell: number): boolean {
  const [row, col] = [
    Math.floor(cell / MRMS_CONUS.ni / BLOCK),
    Math.floor((cell % MRMS_CONUS.ni) / BLOCK),
  ];
  for (let r = row - 1; r <= row + 1; r++) {
    for (let c = col - 1; c <= col + 1; c++) if (blocks.has(`${r}:${c}`)) return true;
  }
  return false;
}

/** The box holding the cells, widened by a ZIP area's radius (and a cell). */
function cellsBox(cells: Cells) {
  let [rowMin, rowMax, colMin, colMax] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const cell of cells.keys()) {
    const [row, col] = [Math.floor(cell / MRMS_CONUS.ni), cell % MRMS_CONUS.ni];
    [rowMin, rowMax] = [Math.min(rowMin, row), Math.max(rowMax, row)];
    [colMin, colMax] = [Math.min(colMin, col), Math.max(colMax, col)];
  }
  const margin = ZIP_AREA_MILES / 40 + 0.01; // degrees: ≥ 2 miles of longitude up to 55°N
  const west = MRMS_CONUS.lo1 - 360;
  return {
    south: MRMS_CONUS.la1 - rowMax * MRMS_CONUS.dj - margin,
    north: MRMS_CONUS.la1 - rowMin * MRMS_CONUS.dj + margin,
    west: west + colMin * MRMS_CONUS.di - margin,
    east: west + colMax * MRMS_CONUS.di + margin,
  };
}

/** The largest size over a place's cells among `cells` (those at or above the asked size). */
function largestIn(cells: Cells, place: readonly number[]): number | null {
  let largest: number | null = null;
  for (const cell of place) {
    const size = cells.get(cell);
    if (size !== undefined && (largest === null || size > largest)) largest = size;
  }
  return largest;
}

/** ZIPs whose area (ZIP_AREA_MILES around the centroid) holds any of the cells, with the largest. */
export function zipsUnderCells(cells: Cells): Map<string, number> {
  const found = new Map<string, number>();
  if (cells.size === 0) return found;
  const blocks = new Set([...cells.keys()].map(blockOf));
  for (const { zip, lat, lon } of zipsInBox(cellsBox(cells))) {
    const centre = cellIndexAt(MRMS_CONUS, { lat, lon });
    if (centre === null || !nearAnyBlock(blocks, centre)) continue;
    const place = meshPlaceOf({ zip, position: null });
    const size = place ? largestIn(cells, place.cells) : null;
    if (size !== null) found.set(zip, size);
  }
  return found;
}

/**
 * The account's contacts whose radar estimate reached the cells' size (the cells given are the
 * storm day's at or above it), each with its estimate: the size at its own cell when its file
 * gave a position, else the largest over its ZIP's area (as contactMeshSizes reads it).
 */
export async function swathEstimates(
  db: Kysely<Database>,
  accountId: string,
  cells: Cells,
): Promise<HailEstimate[]> {
  const zips = zipsUnderCells(cells);
  if (cells.size === 0) return [];
  // Any key naming a latitude is read; contactPosition decides which give a position.
  const { rows } = await sql<{ id: number; zip: string | null; extra: Record<string, string> }>`
    select c.id, c.zip, c.extra from contacts c
    where c.account_id = ${accountId}
      and (c.zip = any(${[...zips.keys()]}::text[])
        or exists (select 1 from jsonb_object_keys(c.extra) k where lower(k) like '%lat%'))
    order by c.id`.execute(db);
  const estimates: HailEstimate[] = [];
  for (const contact of rows) {
    const position = contactPosition(contact.extra ?? {});
    const place = meshPlaceOf({ zip: contact.zip, position });
    if (!place) continue;
    const sizeMm =
      place.basis === 'own-position' ? largestIn(cells, place.cells) : zips.get(contact.zip!);
    if (sizeMm !== null && sizeMm !== undefined) {
      estimates.push({ contactId: contact.id, sizeMm, basis: place.basis });
    }
  }
  return estimates;
}
