import { describe, expect, it } from 'vitest';
import { TooLargeError } from '../../../server/errors';
import { MRMS_CONUS } from '../../../server/integrations/noaa/mrms-conus-grid';
import { swathBands } from '../../../server/modules/storm/mesh/mesh-swath-contours';
import { rasterise, swathWindow } from '../../../server/modules/storm/mesh/mesh-swath-window';
import {
  hailSizeWording,
  MESH_SWATH_MESSAGES,
  quarterInch,
  SwathBoxSchema,
} from '../../../shared/storm/mesh-swath';

// 10 × 10 cells of 0.01°, first centre 33.00°N 97.00°W (263.00°E, as MRMS writes it).
const GRID = { ni: 10, nj: 10, la1: 33, lo1: 263, di: 0.01, dj: 0.01 };
const WHOLE = { south: 32.9, west: -97.1, north: 33.1, east: -96.9 };

/** A 3 × 3 block of 30 mm (1.18 in) around a 45 mm (1.77 in) cell at row 4, column 4. */
function block() {
  const cells = [];
  for (let row = 3; row <= 5; row++) {
    for (let col = 3; col <= 5; col++) {
      cells.push({ cellIndex: row * 10 + col, sizeMm: row === 4 && col === 4 ? 45 : 30 });
    }
  }
  return cells;
}

const extent = (rings: number[][][]): [number, number, number, number] => {
  const points = rings.flat();
  const lons = points.map((p) => p[0]!);
  const lats = points.map((p) => p[1]!);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
};

describe('the swath contours', () => {
  it('draws one band per size reached, each around the cells that reach it', () => {
    const window = swathWindow(GRID, WHOLE);
    expect(window).toEqual({ row0: 0, col0: 0, rows: 10, cols: 10 });
    const bands = swathBands(GRID, window, rasterise(GRID, window, block()));

    expect(bands.map((band) => band.minInches)).toEqual([0.75, 1, 1.5]);
    for (const band of bands) expect(band.coordinates).toHaveLength(1);
    // 0.75 in (19.05 mm) lies 0.365 of the way from the block's outer centres (30 mm) to 0 mm.
    expect(extent(bands[0]!.coordinates[0]!)).toEqual([-96.97365, 32.94635, -96.94635, 32.97365]);
    // 1.5 in (38.1 mm) circles the 45 mm cell's centre (−96.96, 32.96), inside its neighbours.
    const [west, south, east, north] = extent(bands[2]!.coordinates[0]!);
    expect(west).toBeGreaterThan(-96.97);
    expect(east).toBeLessThan(-96.95);
    expect(south).toBeGreaterThan(32.95);
    expect(north).toBeLessThan(32.97);
    expect((west + east) / 2).toBeCloseTo(-96.96, 6);
    expect((south + north) / 2).toBeCloseTo(32.96, 6);
  });

  it('draws nothing where no cell reaches the lowest band', () => {
    const window = swathWindow(GRID, WHOLE);
    const small = [{ cellIndex: 44, sizeMm: 19 }];
    expect(swathBands(GRID, window, rasterise(GRID, window, small))).toEqual([]);
  });

  it('takes the cells whose centre lies in the box, and leaves cells outside it out', () => {
    const window = swathWindow(GRID, {
      south: 32.955,
      west: -96.975,
      north: 32.975,
      east: -96.955,
    });
    expect(window).toEqual({ row0: 3, col0: 3, rows: 2, cols: 2 });
    const values = rasterise(GRID, window, block());
    expect(Array.from(values)).toEqual([30, 30, 30, 45]);
  });

  it('refuses a box past the cap with the catalogued message, and an inverted box', () => {
    const tooLarge = { south: 30, west: -100, north: 36, east: -94 };
    expect(() => swathWindow(MRMS_CONUS, tooLarge)).toThrow(TooLargeError);
    expect(() => swathWindow(MRMS_CONUS, tooLarge)).toThrow(
      'That map area is too large for the radar swath (360,000 grid cells; at most 250,000): zoom in or pick a smaller area.',
    );
    const inverted = SwathBoxSchema.safeParse({ south: 33, west: -96, north: 32, east: -95 });
    expect(inverted.error?.issues[0]?.message).toBe(MESH_SWATH_MESSAGES.boxInverted);
  });
});

describe('the per-contact hail size', () => {
  it('rounds to the nearest quarter inch', () => {
    expect(quarterInch(38.1)).toBe(1.5);
    expect(quarterInch(34.7)).toBe(1.25); // 1.366 in
    expect(quarterInch(35.0)).toBe(1.5); // 1.378 in
    expect(quarterInch(44.45)).toBe(1.75);
    expect(quarterInch(2)).toBe(0.25);
  });

  it('says "at your address" for an own position and "up to … in your area" for a ZIP', () => {
    expect(hailSizeWording(38.1, 'own-position')).toBe(
      'about 1.5-inch hail at your address (radar estimate)',
    );
    expect(hailSizeWording(38.1, 'zip-area')).toBe(
      'up to about 1.5-inch hail in your area (radar estimate)',
    );
    expect(hailSizeWording(25.4, 'zip-area')).toBe(
      'up to about 1-inch hail in your area (radar estimate)',
    );
  });
});
