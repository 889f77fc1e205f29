import { contours } from 'd3-contour';
import { MM_PER_INCH, SWATH_BANDS_IN, type SwathBand } from '../../../../shared/storm/mesh-swath';
import type { GridGeometry } from '../../../integrations/noaa/mrms-conus-grid';
import type { SwathWindow } from './mesh-swath-window';

/**
 * Filled contours of a rasterised window, one MultiPolygon per size band that holds any area,
 * in [lon, lat] (west negative). d3-contour's x/y run over cell edges: x = 0 is the west edge of
 * the window's first column, y = 0 the north edge of its first row.
 */
export function swathBands(
  grid: GridGeometry,
  window: SwathWindow,
  valuesMm: Float64Array,
): SwathBand[] {
  if (window.rows === 0 || window.cols === 0) return [];
  const thresholds = SWATH_BANDS_IN.map((inches) => inches * MM_PER_INCH);
  const westEdge = grid.lo1 + (window.col0 - 0.5) * grid.di;
  const northEdge = grid.la1 - (window.row0 - 0.5) * grid.dj;
  const toLonLat = ([x, y]: number[]) => [
    round6(((((westEdge + x! * grid.di + 180) % 360) + 360) % 360) - 180),
    round6(northEdge - y! * grid.dj),
  ];
  const generator = contours().size([window.cols, window.rows]).thresholds(thresholds);
  return generator(Array.from(valuesMm))
    .filter((band) => band.coordinates.length > 0)
    .map((band) => ({
      minInches: Math.round((band.value / MM_PER_INCH) * 100) / 100,
      coordinates: band.coordinates.map((polygon) =>
        polygon.map((ring) => ring.map((point) => toLonLat(point))),
      ),
    }));
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
