import type { MrmsGrid } from './mrms-grib2';

export type GridGeometry = Pick<MrmsGrid, 'ni' | 'nj' | 'la1' | 'lo1' | 'di' | 'dj'>;
export type LatLon = { lat: number; lon: number };

/**
 * The MRMS CONUS grid (reference mrms-mesh.md §2, verified on real files): 7000 × 3500 cells of
 * 0.01°, first cell centre 54.995°N 230.005°E (−129.995°), row 0 northernmost. A stored cell
 * index is row * 7000 + col on this grid, whatever grid a file came on.
 */
export const MRMS_CONUS: GridGeometry = {
  ni: 7000,
  nj: 3500,
  la1: 54.995,
  lo1: 230.005,
  di: 0.01,
  dj: 0.01,
};

/** A longitude in 0–360 (MRMS writes 230.005 for −129.995). */
export function lonEast(lon: number): number {
  return ((lon % 360) + 360) % 360;
}

/** The index of the cell whose centre is nearest (lat, lon); null outside the grid. */
export function cellIndexAt(grid: GridGeometry, { lat, lon }: LatLon): number | null {
  // `+ 0` turns Math.round's −0 (just inside the first row or column) into 0.
  const row = Math.round((grid.la1 - lat) / grid.dj) + 0;
  const col = Math.round((lonEast(lon) - lonEast(grid.lo1)) / grid.di) + 0;
  if (row < 0 || row >= grid.nj || col < 0 || col >= grid.ni) return null;
  return row * grid.ni + col;
}

/** A cell's centre, longitude in −180..180. */
export function cellCentre(grid: GridGeometry, index: number): LatLon {
  const row = Math.floor(index / grid.ni);
  const lon = lonEast(grid.lo1 + (index % grid.ni) * grid.di);
  return { lat: grid.la1 - row * grid.dj, lon: lon > 180 ? lon - 360 : lon };
}

const MILES_PER_DEGREE_LAT = 69.05;

/**
 * The cells whose centre lies within `miles` of a point (an equirectangular distance: under a
 * few miles it differs from the great circle by far less than a cell).
 */
export function cellsWithinMiles(grid: GridGeometry, centre: LatLon, miles: number): number[] {
  const milesPerLon = MILES_PER_DEGREE_LAT * Math.cos((centre.lat * Math.PI) / 180);
  const rows = Math.ceil(miles / MILES_PER_DEGREE_LAT / grid.dj);
  const cols = Math.ceil(miles / Math.max(milesPerLon, 0.01) / grid.di);
  const middle = cellIndexAt(grid, centre);
  if (middle === null) return [];
  const [row0, col0] = [Math.floor(middle / grid.ni), middle % grid.ni];
  const found: number[] = [];
  for (let row = Math.max(0, row0 - rows); row <= Math.min(grid.nj - 1, row0 + rows); row++) {
    for (let col = Math.max(0, col0 - cols); col <= Math.min(grid.ni - 1, col0 + cols); col++) {
      const at = cellCentre(grid, row * grid.ni + col);
      const dLat = (at.lat - centre.lat) * MILES_PER_DEGREE_LAT;
      const dLon = (lonEast(at.lon) - lonEast(centre.lon)) * milesPerLon;
      if (dLat * dLat + dLon * dLon <= miles * miles) found.push(row * grid.ni + col);
    }
  }
  return found;
}
