import type { z } from 'zod';
import {
  MAX_SWATH_CELLS,
  MESH_SWATH_MESSAGES,
  type SwathBoxSchema,
} from '../../../../shared/storm/mesh-swath';
import { TooLargeError } from '../../../errors';
import { type GridGeometry, lonEast } from '../../../integrations/noaa/mrms-conus-grid';

type Box = z.output<typeof SwathBoxSchema>;

/** The rows and columns of a grid whose cell centres lie in a map box (empty: `rows` or `cols` 0). */
export type SwathWindow = { row0: number; col0: number; rows: number; cols: number };

// Against float noise: 32.80 / 0.01 must not land a cell outside its own edge.
const EPSILON = 1e-7;

/**
 * The grid window under a box, refused with a catalogued error past MAX_SWATH_CELLS (counted on
 * the box as asked, so a box half off the grid is not cheaper to ask for).
 */
export function swathWindow(grid: GridGeometry, box: Box): SwathWindow {
  const asked =
    Math.ceil((box.north - box.south) / grid.dj) * Math.ceil((box.east - box.west) / grid.di);
  if (asked > MAX_SWATH_CELLS) throw new TooLargeError(MESH_SWATH_MESSAGES.boxTooLarge(asked));
  const west = lonEast(grid.lo1);
  const row0 = Math.max(0, Math.ceil((grid.la1 - box.north) / grid.dj - EPSILON));
  const rowEnd = Math.min(grid.nj - 1, Math.floor((grid.la1 - box.south) / grid.dj + EPSILON));
  const col0 = Math.max(0, Math.ceil((lonEast(box.west) - west) / grid.di - EPSILON));
  const colEnd = Math.min(grid.ni - 1, Math.floor((lonEast(box.east) - west) / grid.di + EPSILON));
  return { row0, col0, rows: Math.max(0, rowEnd - row0 + 1), cols: Math.max(0, colEnd - col0 + 1) };
}

/** The window's cells as a row-major raster (0 where no kept cell lies), values in mm. */
export function rasterise(
  grid: GridGeometry,
  window: SwathWindow,
  cells: readonly { cellIndex: number; sizeMm: number }[],
): Float64Array {
  const values = new Float64Array(window.rows * window.cols);
  for (const { cellIndex, sizeMm } of cells) {
    const row = Math.floor(cellIndex / grid.ni) - window.row0;
    const col = (cellIndex % grid.ni) - window.col0;
    if (row < 0 || row >= window.rows || col < 0 || col >= window.cols) continue;
    values[row * window.cols + col] = sizeMm;
  }
  return values;
}
