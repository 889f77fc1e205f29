import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  importMeshFile,
  MESH_STORE_FAILED,
} from '../../../server/modules/storm/mesh/mesh-import.service';
import { meshSwathFile } from '../../fakes/mesh-swath-file';
import { encodeMrmsFile } from '../../fakes/mrms-file-encoder';
import { capturedLogger } from '../../helpers/captured-logger';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();
const { logger, lines } = capturedLogger();
const deps = { ...ctx, logger };

// The file stamped 2026-05-21 12:00:00 UTC is the maximum over the convective day of May 20.
const CLOSING_FILE_TIME = new Date('2026-05-21T12:00:00Z');
// Cell centres (a position between two centres could round either way).
const DALLAS = { lat: 32.785, lon: -96.805 };

/** Row * 7000 + col on the MRMS CONUS grid, computed here from its first cell and spacing. */
const conusIndex = (lat: number, lon: number) =>
  Math.round((54.995 - lat) / 0.01) * 7000 + Math.round((lon + 360 - 230.005) / 0.01);

/** A real (float4) column reads back as its shortest decimal: 38.1, not 38.099998… */
async function storedCells(day: string) {
  const { rows } = await sql<{ cell_index: number; size_mm: number }>`
    select cell_index, size_mm from mesh_cells where storm_day = ${day} order by cell_index`.execute(
    ctx.db,
  );
  return rows;
}

const swath = [
  { ...DALLAS, mm: 38.1 },
  { lat: 32.795, lon: -96.805, mm: 19.1 },
  { lat: 32.805, lon: -96.805, mm: 19.05 },
  { lat: 32.815, lon: -96.805, mm: 19 },
];

describe('importing a MESH file', () => {
  it('keeps the cells at or above 0.75 in (19.05 mm) for the storm day the file closes', async () => {
    // Two decimals, so that exactly 19.05 mm is written.
    const file = meshSwathFile(CLOSING_FILE_TIME, swath, { decimalScale: 2 });
    const summary = await importMeshFile(deps, {
      source: 'test.grib2.gz',
      bytes: file,
      startedBy: null,
    });
    expect(summary).toMatchObject({ stormDay: '2026-05-20', product: '209/3/34', cellsKept: 3 });
    expect(await storedCells('2026-05-20')).toEqual([
      { cell_index: conusIndex(32.805, -96.805), size_mm: 19.05 },
      { cell_index: conusIndex(32.795, -96.805), size_mm: 19.1 },
      { cell_index: conusIndex(DALLAS.lat, DALLAS.lon), size_mm: 38.1 },
    ]);
    const row = await ctx.db
      .selectFrom('mesh_imports')
      .select([
        'status',
        'floor_mm',
        'cells_kept',
        'product',
        sql<string>`storm_day::text`.as('day'),
      ])
      .where('id', '=', summary!.importId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'done',
      floor_mm: 19.05,
      cells_kept: 3,
      product: '209/3/34',
      day: '2026-05-20',
    });
  });

  it('changes nothing when the same file comes again, and keeps the larger size per cell', async () => {
    const before = await storedCells('2026-05-20');
    await importMeshFile(deps, {
      source: 'again',
      bytes: meshSwathFile(CLOSING_FILE_TIME, swath, { decimalScale: 2 }),
      startedBy: null,
    });
    expect(await storedCells('2026-05-20')).toEqual(before);
    const earlier = new Date('2026-05-21T06:00:00Z');
    const bigger = [
      { ...DALLAS, mm: 25.4 },
      { lat: 32.795, lon: -96.805, mm: 50.8 },
    ];
    await importMeshFile(deps, {
      source: 'x',
      bytes: meshSwathFile(earlier, bigger),
      startedBy: null,
    });
    const sizes = new Map((await storedCells('2026-05-20')).map((c) => [c.cell_index, c.size_mm]));
    expect(sizes.get(conusIndex(DALLAS.lat, DALLAS.lon))).toBe(38.1);
    expect(sizes.get(conusIndex(32.795, -96.805))).toBe(50.8);
  });

  it('counts a file one second after 12Z for the next day, and the poll skips a file it has', async () => {
    const next = new Date('2026-05-21T12:00:01Z');
    const file = meshSwathFile(next, [{ ...DALLAS, mm: 30 }]);
    const summary = await importMeshFile(deps, { source: 'n', bytes: file, startedBy: null });
    expect(summary!.stormDay).toBe('2026-05-21');
    const again = { source: 'n', bytes: file, startedBy: null, skipIfImported: true };
    expect(await importMeshFile(deps, again)).toBeNull();
  });

  it('reads a file of another parameter, says so in the log and stores its numbers', async () => {
    const grid = { ni: 10, nj: 10, la1: 32_825_000, lo1: 263_155_000, di: 10_000, dj: 10_000 };
    const values = new Float32Array(100).fill(25.4);
    const file = encodeMrmsFile({
      grid,
      referenceTime: new Date('2026-06-02T12:00:00Z'),
      values,
      category: 3,
      parameter: 30,
    });
    const summary = await importMeshFile(deps, { source: 'p30', bytes: file, startedBy: null });
    expect(summary).toMatchObject({ product: '209/3/30', cellsKept: 100, stormDay: '2026-06-01' });
    expect(lines.some((line) => line.includes('MRMS file is not MESH 209/3/34'))).toBe(true);
  });

  it('refuses an unreadable file with the reason and records the failed import', async () => {
    const bytes = Buffer.from('not grib at all');
    await expect(
      importMeshFile(deps, { source: 'bad.bin', bytes, startedBy: null }),
    ).rejects.toThrow('Not a readable MRMS GRIB2 file: it does not start with GRIB.');
    const row = await ctx.db
      .selectFrom('mesh_imports')
      .select(['status', 'error'])
      .where('source', '=', 'bad.bin')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'failed',
      error: 'Not a readable MRMS GRIB2 file: it does not start with GRIB.',
    });
  });

  it('keeps nothing of a file whose cells cannot be stored, and says so on the import', async () => {
    await sql`create function refuse_mesh() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`.execute(ctx.db);
    await sql`create trigger refuse_mesh before insert on mesh_cells
      for each row execute function refuse_mesh()`.execute(ctx.db);
    const time = new Date('2026-07-02T12:00:00Z');
    const bytes = meshSwathFile(time, [{ ...DALLAS, mm: 40 }]);
    await expect(importMeshFile(deps, { source: 'full', bytes, startedBy: null })).rejects.toThrow(
      'disk full',
    );
    await sql`drop trigger refuse_mesh on mesh_cells`.execute(ctx.db);
    const row = await ctx.db
      .selectFrom('mesh_imports')
      .select(['status', 'error', 'cells_kept'])
      .where('source', '=', 'full')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'failed',
      error: 'The radar hail cells could not be stored; nothing was kept.',
      cells_kept: 0,
    });
    expect(row.error).toBe(MESH_STORE_FAILED);
    expect(await storedCells('2026-07-01')).toEqual([]);
  });
});
