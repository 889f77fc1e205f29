import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { nceiFile, nceiHail, spcFile, uploadHailFile } from './hail-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const admin = await signedInUser(ctx, 'admin', { isAdmin: true });
const user = await signedInUser(ctx, 'roofer');

const NCEI_2025 = 'StormEvents_details-ftp_v1.0_d2025_c20251101.csv';
const MESQUITE = '32.77,-96.60';

beforeAll(async () => {
  const ncei = nceiFile([
    // July 14, 23:30 in CST (UTC-6 all year): 05:30 UTC on July 15.
    nceiHail({}),
    // February 28, 20:00 CST: 02:00 UTC on March 1.
    nceiHail({
      BEGIN_YEARMONTH: '202502',
      BEGIN_DAY: '28',
      BEGIN_TIME: '2000',
      EPISODE_ID: '300002',
      EVENT_ID: '3000002',
    }),
  ]);
  expect((await uploadHailFile(url, admin.cookie, NCEI_2025, ncei)).status).toBe(201);
  // Convective day July 14: 04:30Z is on July 15 by the clock, before 12Z.
  const spc = spcFile([['0430', '100', 'Mesquite', 'Dallas', 'TX', '32.77', '-96.60', 'x']]);
  expect((await uploadHailFile(url, admin.cookie, '250714_rpts_hail.csv', spc)).status).toBe(201);
});

const search = (address: string, from: string, to: string) =>
  user.caller.storm.searchHail({ address, radiusMiles: 10, from, to });

const summary = (result: Awaited<ReturnType<typeof search>>) =>
  result.events.map((event) =>
    'time' in event
      ? { date: event.date, time: event.time, basis: event.dateBasis, source: event.source }
      : null,
  );

describe('hail search by each report’s own date', () => {
  it('finds a July NCEI row at "23:30 CST-6" on its published date, in local standard time', async () => {
    expect(summary(await search('75093', '2025-07-14', '2025-07-14'))).toEqual([
      { date: '2025-07-14', time: '23:30 CST-6', basis: 'local standard time', source: 'NOAA' },
    ]);
    expect(summary(await search('75093', '2025-07-15', '2025-07-15'))).toEqual([]);
  });

  it('leaves out a February 28 evening report from a range starting March 1', async () => {
    expect(summary(await search('75093', '2025-03-01', '2025-06-30'))).toEqual([]);
    expect(summary(await search('75093', '2025-02-28', '2025-02-28'))).toMatchObject([
      { date: '2025-02-28', time: '20:00 CST-6' },
    ]);
  });

  it('finds an SPC row at 04:30Z on its convective day, labelled so', async () => {
    expect(summary(await search(MESQUITE, '2025-07-14', '2025-07-14'))).toEqual([
      {
        date: '2025-07-14',
        time: '04:30Z',
        basis: 'SPC convective day (12Z to 12Z)',
        source: 'SPC (preliminary)',
      },
    ]);
    expect(summary(await search(MESQUITE, '2025-07-15', '2025-07-15'))).toEqual([]);
  });
});
