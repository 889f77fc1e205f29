import type { z } from 'zod';
import {
  AFFECTED_ZIP_BAND_IN,
  MESH_SWATH_MESSAGES,
  type MeshSwath,
  type MeshSwathSchema,
  MM_PER_INCH,
} from '../../../../shared/storm/mesh-swath';
import type { AppDeps } from '../../../deps';
import { NotFoundError } from '../../../errors';
import { cellIndexAt, MRMS_CONUS } from '../../../integrations/noaa/mrms-conus-grid';
import { zipsInBox } from '../geo/zip-centroids';
import { meshCellsInWindow, meshDayImported } from './mesh-swath.repository';
import { swathBands } from './mesh-swath-contours';
import { rasterise, type SwathWindow, swathWindow } from './mesh-swath-window';

type Input = z.output<typeof MeshSwathSchema>;

const inches = (mm: number) => Math.round((mm / MM_PER_INCH) * 100) / 100;

/** ZIPs whose centroid's cell lies in the ≥ 1.0 in band, with the size at that cell. */
function affectedZips(input: Input, window: SwathWindow, valuesMm: Float64Array) {
  const floorMm = AFFECTED_ZIP_BAND_IN * MM_PER_INCH;
  const found: MeshSwath['affectedZips'] = [];
  for (const { zip, lat, lon } of zipsInBox(input.box)) {
    const cell = cellIndexAt(MRMS_CONUS, { lat, lon });
    if (cell === null) continue;
    const row = Math.floor(cell / MRMS_CONUS.ni) - window.row0;
    const col = (cell % MRMS_CONUS.ni) - window.col0;
    if (row < 0 || row >= window.rows || col < 0 || col >= window.cols) continue;
    const sizeMm = valuesMm[row * window.cols + col]!;
    if (sizeMm >= floorMm) found.push({ zip, sizeInches: inches(sizeMm) });
  }
  return found;
}

/**
 * The radar swath of a storm day over a map box: filled contours by size band (d3-contour over
 * the kept cells) and the ZIPs under the ≥ 1.0 in band. Public NOAA data: no account's rows.
 */
export async function meshSwath(deps: Pick<AppDeps, 'db'>, input: Input): Promise<MeshSwath> {
  const window = swathWindow(MRMS_CONUS, input.box);
  if (!(await meshDayImported(deps.db, input.stormDay))) {
    throw new NotFoundError(MESH_SWATH_MESSAGES.noImport);
  }
  const cells = await meshCellsInWindow(deps.db, input.stormDay, window);
  const valuesMm = rasterise(MRMS_CONUS, window, cells);
  return {
    stormDay: input.stormDay,
    label: MESH_SWATH_MESSAGES.label,
    bands: swathBands(MRMS_CONUS, window, valuesMm),
    affectedZips: affectedZips(input, window, valuesMm),
  };
}
