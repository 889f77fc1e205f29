import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NCEI_CSV_DIR, newestPerYear } from '../../../server/modules/storm/archive/ncei-directory';
import { pollNceiYears } from '../../../server/modules/storm/archive/ncei-poll.job';
import { startNoaaFake } from '../../fakes/noaa-fake';
import { createTestContext } from '../../helpers/test-context';
import { emptyArchive, hailRows, NCEI_2026, NCEI_2026_REISSUED } from './hail-fixtures';

const noaa = await startNoaaFake();
afterAll(() => noaa.close());
const ctx = await createTestContext({ NCEI_BASE_URL: noaa.url, NCEI_POLL_RECENT_YEARS: '2' });

const NOW = new Date('2026-12-01T06:00:00Z');
// Not watched (neither loaded nor recent) and not served: requesting it would show in `requests`.
const OLD_YEAR = 'StormEvents_details-ftp_v1.0_d2019_c20240101.csv.gz';

beforeEach(async () => {
  await emptyArchive(ctx);
  noaa.requests.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('the monthly NCEI job', () => {
  it('reads the newest issue per year from a listing, preferring the gzipped file of an issue', () => {
    const listing = `<a href="${NCEI_2026}">x</a> <a href="${NCEI_2026}.gz">y</a>
      ${NCEI_2026_REISSUED} StormEvents_details-ftp_v1.0_d2025_c20250101.csv.gz
      StormEvents_fatalities-ftp_v1.0_d2026_c20261120.csv.gz`;
    expect([...newestPerYear(listing).values()].map((file) => file.fileName)).toEqual([
      NCEI_2026_REISSUED,
      'StormEvents_details-ftp_v1.0_d2025_c20250101.csv.gz',
    ]);
  });

  it('imports a newly issued year once, through the NCEI host', async () => {
    noaa.nceiListing = [OLD_YEAR, NCEI_2026, `${NCEI_2026}.gz`];
    expect(await pollNceiYears(ctx, NOW)).toEqual([`${NCEI_2026}.gz`]);
    expect(noaa.requests).toEqual([NCEI_CSV_DIR, `${NCEI_CSV_DIR}${NCEI_2026}.gz`]);
    expect((await hailRows(ctx)).map((row) => row.eventId)).toEqual([
      1200007, 1200003, 1200001, 1200002, 1200006,
    ]);

    expect(await pollNceiYears(ctx, NOW)).toEqual([]);
    expect(noaa.requests).toEqual([NCEI_CSV_DIR, `${NCEI_CSV_DIR}${NCEI_2026}.gz`, NCEI_CSV_DIR]);
    const imports = await ctx.db.selectFrom('hail_imports').select('file_name').execute();
    expect(imports.map((row) => row.file_name)).toEqual([`${NCEI_2026}.gz`]);
  });

  it('a re-issued year replaces its rows', async () => {
    noaa.nceiListing = [NCEI_2026];
    await pollNceiYears(ctx, NOW);
    noaa.nceiListing = [NCEI_2026, NCEI_2026_REISSUED];
    expect(await pollNceiYears(ctx, NOW)).toEqual([NCEI_2026_REISSUED]);
    const rows = await hailRows(ctx);
    expect(rows.map((row) => row.eventId)).toEqual([1200007, 1200001, 1200002, 1200006]);
    expect(rows.find((row) => row.eventId === 1200002)?.size).toBe(1.25);
  });

  it('keeps a loaded year current even when it is no longer recent', async () => {
    noaa.nceiListing = [NCEI_2026];
    await pollNceiYears(ctx, NOW);
    noaa.nceiListing = [NCEI_2026_REISSUED];
    expect(await pollNceiYears(ctx, new Date('2030-01-15T00:00:00Z'))).toEqual([
      NCEI_2026_REISSUED,
    ]);
  });

  it('logs and skips when the NCEI host is unreachable', async () => {
    const closed = await startNoaaFake();
    await closed.close();
    const deps = {
      ...ctx,
      config: {
        ...ctx.config,
        hailArchive: { ...ctx.config.hailArchive, nceiBaseUrl: closed.url },
      },
    };
    const warn = vi.spyOn(ctx.logger, 'warn');
    expect(await pollNceiYears(deps, NOW)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.anything(),
      'NCEI host unreachable: skipped this month',
    );
    expect(await ctx.db.selectFrom('hail_imports').select('id').execute()).toEqual([]);
  });
});
