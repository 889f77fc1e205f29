import type { AppDeps } from '../../../deps';
import { BadInputError } from '../../../errors';
import { MrmsDecodeError } from '../../../integrations/noaa/mrms-decode-error';
import { decodeMrmsFile, type MrmsField } from '../../../integrations/noaa/mrms-grib2';
import { isMeshProduct, productLabel } from '../../../integrations/noaa/mrms-mesh-seam';
import {
  finishMeshImport,
  meshFileImported,
  startMeshImport,
  upsertMeshCells,
} from './mesh-cells.repository';
import { keptCells } from './mesh-kept-cells';
import { meshStormDay } from './mesh-storm-day';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

export type MeshImportInput = {
  /** The URL fetched or the uploaded file's name. */
  source: string;
  bytes: Buffer;
  startedBy: string | null;
  /** The poll: a file whose time was imported in full already is not read again. */
  skipIfImported?: boolean;
};

export type MeshImportSummary = {
  importId: string;
  fileTime: Date;
  stormDay: string;
  product: string;
  cellsKept: number;
};

/** A CONUS MESH file is about 0.1–1 MB gzipped; far more is not a MESH file. */
export const MESH_FILE_MAX_BYTES = 64 * 1_048_576;

export const MESH_STORE_FAILED = 'The radar hail cells could not be stored; nothing was kept.';

async function recordUnreadable(deps: Deps, input: MeshImportInput, error: string) {
  const floorMm = deps.config.hailArchive.meshFloorMm;
  const id = await startMeshImport(deps.db, { ...input, floorMm });
  await finishMeshImport(deps.db, id, { status: 'failed', error });
}

function decode(bytes: Buffer): MrmsField | string {
  try {
    return decodeMrmsFile(bytes)[0]!;
  } catch (error) {
    if (error instanceof MrmsDecodeError) return error.message;
    throw error;
  }
}

/**
 * Reads one MRMS MESH file and keeps its cells at or above the configured floor for the storm
 * day of its time; every read is recorded in mesh_imports. An unreadable file is refused with
 * the decoder's reason (BadInputError); null: the poll met a file it has imported already.
 */
export async function importMeshFile(
  deps: Deps,
  input: MeshImportInput,
): Promise<MeshImportSummary | null> {
  const field = decode(input.bytes);
  if (typeof field === 'string') {
    await recordUnreadable(deps, input, field);
    throw new BadInputError(field);
  }
  const product = productLabel(field);
  if (!isMeshProduct(field)) {
    deps.logger.warn(
      { product, source: input.source },
      'MRMS file is not MESH 209/3/34; read as MESH',
    );
  }
  const fileTime = field.referenceTime;
  if (input.skipIfImported && (await meshFileImported(deps.db, fileTime))) return null;
  const floorMm = deps.config.hailArchive.meshFloorMm;
  const importId = await startMeshImport(deps.db, { ...input, floorMm });
  const stormDay = meshStormDay(fileTime);
  const kept = keptCells(field, floorMm);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await upsertMeshCells(trx, stormDay, kept);
      const cellsKept = kept.cells.length;
      await finishMeshImport(trx, importId, {
        status: 'done',
        fileTime,
        stormDay,
        product,
        cellsKept,
      });
    });
  } catch (error) {
    deps.logger.error({ err: error, importId }, 'MESH cells not stored');
    await finishMeshImport(deps.db, importId, { status: 'failed', error: MESH_STORE_FAILED });
    throw error;
  }
  return { importId, fileTime, stormDay, product, cellsKept: kept.cells.length };
}
