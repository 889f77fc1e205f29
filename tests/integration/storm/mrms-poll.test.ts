import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/env';
import { pollMrmsMesh } from '../../../server/modules/storm/mesh/mrms-poll.job';
import { recurringJobs } from '../../../server/queue/job-schedules';
import { DALLAS_SWATH, startMrmsFake } from '../../fakes/mrms-fake';
import { createTestContext } from '../../helpers/test-context';
import { testEnv } from '../../helpers/test-env';

const mrms = await startMrmsFake();
afterAll(() => mrms.close());
const ctx = await createTestContext({ MRMS_BASE_URL: mrms.url, MRMS_POLL_INTERVAL_MS: '120000' });
const LATEST = '/2D/MESH_Max_1440min/MRMS_MESH_Max_1440min.latest.grib2.gz';

/** The test context's environment without MRMS, and with `env` on top. */
function configWith(env: Record<string, string>) {
  const { MRMS_BASE_URL: _, MRMS_POLL_INTERVAL_MS: __, ...rest } = ctx.env;
  return loadConfig(testEnv({ ...rest, ...env }));
}

const mrmsPoll = (env: Record<string, string>) =>
  recurringJobs(configWith(env)).find((job) => job.name === 'mrms-poll');

describe('the MRMS MESH poll', () => {
  it('is off unless MRMS_BASE_URL is set, then runs at its interval', async () => {
    expect(mrmsPoll({ MRMS_POLL_INTERVAL_MS: '120000' })).toEqual({
      name: 'mrms-poll',
      everyMs: 0,
    });
    expect(mrmsPoll({ MRMS_BASE_URL: mrms.url, MRMS_POLL_INTERVAL_MS: '120000' })).toEqual({
      name: 'mrms-poll',
      everyMs: 120_000,
    });
    const off = { ...ctx, config: configWith({}) };
    expect(await pollMrmsMesh(off)).toBeNull();
    expect(mrms.requests).toEqual([]);
  });

  it('leaves a missing file to the next run', async () => {
    expect(await pollMrmsMesh(ctx)).toBeNull();
    expect(mrms.requests).toEqual([LATEST]);
  });

  it('imports the newest file from the .latest alias once, and the next when it is published', async () => {
    mrms.publish(new Date('2026-05-21T11:30:00Z'), DALLAS_SWATH.slice(0, 10));
    const first = await pollMrmsMesh(ctx);
    expect(first).toMatchObject({ stormDay: '2026-05-20', cellsKept: 10, product: '209/3/34' });
    expect(await pollMrmsMesh(ctx)).toBeNull();
    mrms.publish(new Date('2026-05-21T12:00:00Z'), DALLAS_SWATH);
    expect(await pollMrmsMesh(ctx)).toMatchObject({ stormDay: '2026-05-20', cellsKept: 60 });
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from mesh_cells where storm_day = '2026-05-20'`.execute(ctx.db);
    expect(rows[0]!.n).toBe(60);
    const imports = await ctx.db
      .selectFrom('mesh_imports')
      .select(['source', 'status'])
      .orderBy('started_at')
      .execute();
    expect(imports).toEqual([
      {
        source: `${mrms.url}/MESH_Max_1440min/MRMS_MESH_Max_1440min.latest.grib2.gz`,
        status: 'done',
      },
      {
        source: `${mrms.url}/MESH_Max_1440min/MRMS_MESH_Max_1440min.latest.grib2.gz`,
        status: 'done',
      },
    ]);
  });
});
