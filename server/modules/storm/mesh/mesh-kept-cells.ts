import {
  cellIndexAt,
  type GridGeometry,
  lonEast,
  MRMS_CONUS,
} from '../../../integrations/noaa/mrms-conus-grid';
import type { MrmsField } from '../../../integrations/noaa/mrms-grib2';
import type { KeptCells } from './mesh-cells.repository';

const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

function isConus(grid: GridGeometry): boolean {
  return (
    grid.ni === MRMS_CONUS.ni &&
    grid.nj === MRMS_CONUS.nj &&
    close(grid.la1, MRMS_CONUS.la1) &&
    close(lonEast(grid.lo1), MRMS_CONUS.lo1) &&
    close(grid.di, MRMS_CONUS.di) &&
    close(grid.dj, MRMS_CONUS.dj)
  );
}

/**
 * The cells of a MESH field at or above the floor (mm), as indexes of the MRMS CONUS grid: a
 * CONUS file's own indexes, any other grid's cells placed by their centre (the largest wins where
 * two land in one cell; cells outside CONUS are dropped). Negative codes never reach a floor > 0.
 */
export function keptCells(field: MrmsField, floorMm: number): KeptCells {
  // The values are float32: 19.05 mm is kept when the file says 19.05.
  const floor = Math.fround(floorMm);
  const { values, grid } = field;
  const kept = new Map<number, number>();
  const conus = isConus(grid);
  for (let i = 0; i < values.length; i++) {
    const size = values[i]!;
    if (!(size >= floor)) continue;
    const row = Math.floor(i / grid.ni);
    const at = { lat: grid.la1 - row * grid.dj, lon: grid.lo1 + (i % grid.ni) * grid.di };
    const index = conus ? i : cellIndexAt(MRMS_CONUS, at);
    if (index !== null && size > (kept.get(index) ?? -1)) kept.set(index, size);
  }
  const cells = Int32Array.from(kept.keys());
  return { cells, sizesMm: Float32Array.from(cells, (cell) => kept.get(cell)!) };
}
