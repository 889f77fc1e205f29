import type { z } from 'zod';
import {
  MESH_SWATH_MESSAGES,
  MM_PER_INCH,
  quarterInch,
  type SwathListSchema,
} from '../../../../shared/storm/mesh-swath';
import type { StormFacts } from '../../../../shared/storm/storm-facts';
import type { StormListPreview } from '../../../../shared/storm/storm-list-schemas';
import type { AppDeps } from '../../../deps';
import { NotFoundError } from '../../../errors';
import { zipZone } from '../../../geo/contact-zones';
import { cellCentre, MRMS_CONUS } from '../../../integrations/noaa/mrms-conus-grid';
import type { HailEstimate, StormListSource } from '../../campaigns/lists/storm-list.repository';
import { milesBetween } from '../geo/zips-in-circle';
import { buildStormList, previewStormListOf } from '../storm-list.service';
import { meshCellsAtLeast, meshDayImported } from './mesh-swath.repository';
import { swathEstimates } from './swath-estimates';

type Input = z.output<typeof SwathListSchema>;
type Deps = Pick<AppDeps, 'db' | 'config' | 'events' | 'queues' | 'logger'>;

/** The storm a swath list remembers: the day, the largest estimate, the states it reached. */
function swathStorm(input: Input, cells: Map<number, number>, zips: string[]): StormFacts {
  const [largest] = cells.entries();
  const core = cellCentre(MRMS_CONUS, largest?.[0] ?? 0);
  let radiusMiles = 1;
  for (const cell of cells.keys()) {
    const at = cellCentre(MRMS_CONUS, cell);
    radiusMiles = Math.max(
      radiusMiles,
      Math.ceil(milesBetween(core.lat, core.lon, at.lat, at.lon)),
    );
  }
  const states = [...new Set(zips.map((zip) => zipZone(zip)?.state).filter(Boolean))].sort();
  return {
    eventId: `mrms-mesh:${input.stormDay}`,
    date: input.stormDay,
    sizeInches: quarterInch(largest?.[1] ?? 0),
    city: states.join(', ') || 'the radar swath',
    center: core,
    radiusMiles,
    address: MESH_SWATH_MESSAGES.label,
    swath: { source: 'mrms-mesh', minInches: input.minInches },
  };
}

/** The swath's cells at or above the asked size (largest first) and the contacts they reach. */
async function swathSource(deps: Pick<AppDeps, 'db'>, accountId: string, input: Input) {
  if (!(await meshDayImported(deps.db, input.stormDay))) {
    throw new NotFoundError(MESH_SWATH_MESSAGES.noImport);
  }
  const rows = await meshCellsAtLeast(deps.db, input.stormDay, input.minInches * MM_PER_INCH);
  const cells = new Map(rows.map((row) => [row.cellIndex, row.sizeMm]));
  const estimates: HailEstimate[] = await swathEstimates(deps.db, accountId, cells);
  const source: StormListSource = { kind: 'swath', estimates };
  const zips = await contactZips(deps, accountId, estimates);
  return { source, storm: swathStorm(input, cells, zips) };
}

async function contactZips(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  estimates: HailEstimate[],
) {
  if (estimates.length === 0) return [];
  const rows = await deps.db
    .selectFrom('contacts')
    .select('zip')
    .distinct()
    .where('account_id', '=', accountId)
    .where('id', '=', (eb) => eb.fn.any(eb.val(estimates.map((e) => e.contactId))))
    .execute();
  return rows.flatMap((row) => (row.zip ? [row.zip] : []));
}

/** "Contacts where MESH ≥ N in": how many the list would get, and who is left out. */
export async function previewSwathList(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  input: Input,
): Promise<StormListPreview> {
  const { source, storm } = await swathSource(deps, accountId, input);
  return previewStormListOf(deps, accountId, source, storm);
}

/**
 * A storm list of the contacts whose radar estimate reached N in on the storm day, built through
 * the one storm-list path (the same per-number rules); each copy keeps its estimate ({hail_size}).
 */
export async function createSwathList(
  deps: Deps,
  accountId: string,
  input: Input,
): Promise<{ listId: string; count: number }> {
  const { source, storm } = await swathSource(deps, accountId, input);
  return buildStormList(deps, accountId, {
    storm,
    name: `Hail ${storm.date} · radar estimate ≥ ${input.minInches} in`,
    description: `Contacts where the radar estimate (MRMS MESH) reached ${input.minInches} in or more on the storm day ${storm.date}`,
    fileName: 'Built from a radar hail swath (MRMS MESH)',
    source,
    nobody: MESH_SWATH_MESSAGES.nobodyUnderSwath,
  });
}
