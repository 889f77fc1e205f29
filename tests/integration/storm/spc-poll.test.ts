import { afterAll, describe, expect, it } from 'vitest';
import {
  pollSpcReports,
  recentConvectiveDays,
} from '../../../server/modules/storm/archive/spc-poll.job';
import { SPC_REPORTS_DIR, startNoaaFake } from '../../fakes/noaa-fake';
import { createTestContext } from '../../helpers/test-context';
import { hailRows, SPC_260520 } from './hail-fixtures';

const noaa = await startNoaaFake();
afterAll(() => noaa.close());
const ctx = await createTestContext({ SPC_BASE_URL: noaa.url });

describe('the SPC daily job', () => {
  it('names the convective days (12Z to 12Z) of yesterday and today', () => {
    expect(recentConvectiveDays(new Date('2026-05-21T11:59:00Z'))).toEqual(['260519', '260520']);
    expect(recentConvectiveDays(new Date('2026-05-21T12:00:00Z'))).toEqual(['260520', '260521']);
  });

  it("imports yesterday's and today's files from the SPC host, skipping one not published", async () => {
    const imported = await pollSpcReports(ctx, new Date('2026-05-21T13:00:00Z'));
    expect(imported).toEqual([SPC_260520]);
    expect(noaa.requests).toEqual([
      `${SPC_REPORTS_DIR}${SPC_260520}`,
      `${SPC_REPORTS_DIR}260521_rpts_hail.csv`,
    ]);
    expect((await hailRows(ctx)).map((row) => row.place)).toEqual(['2 N Plano', 'Mesquite']);
    await pollSpcReports(ctx, new Date('2026-05-21T13:30:00Z'));
    expect((await hailRows(ctx)).length).toBe(2);
  });
});
