import { CONUS_GRID, encodeMrmsFile, type MrmsFileSpec } from './mrms-file-encoder';

/** A hail cell of a generated swath: its centre's position and MESH in mm. */
export type SwathCell = { lat: number; lon: number; mm: number };

type MicroGrid = MrmsFileSpec['grid'];

/** The row and column of the grid cell nearest (lat, lon), in the grid's micro-degrees. */
export function gridCellOf(grid: MicroGrid, lat: number, lon: number): [number, number] {
  const row = Math.round((grid.la1 - lat * 1e6) / grid.dj);
  const col = Math.round((((lon + 360) % 360) * 1e6 - grid.lo1) / grid.di);
  return [row, col];
}

/**
 * A MESH_Max_1440min file (16-bit grey, 209/3/34, D = 1 unless asked) on `grid` (CONUS by default): 0 mm
 * everywhere, the top row without radar coverage (−3), the second missing (−1), and the swath.
 */
export function meshSwathFile(
  time: Date,
  swath: SwathCell[],
  { grid = CONUS_GRID, decimalScale = 1 }: { grid?: MicroGrid; decimalScale?: number } = {},
) {
  const values = new Float32Array(grid.ni * grid.nj);
  values.fill(-3, 0, grid.ni);
  values.fill(-1, grid.ni, 2 * grid.ni);
  for (const cell of swath) {
    const [row, col] = gridCellOf(grid, cell.lat, cell.lon);
    if (row < 0 || row >= grid.nj || col < 0 || col >= grid.ni) throw new Error('off the grid');
    values[row * grid.ni + col] = cell.mm;
  }
  return encodeMrmsFile({
    grid,
    referenceTime: time,
    values,
    decimalScale,
    category: 3,
    parameter: 34,
  });
}
