import { describe, expect, it } from 'vitest';
import { noaaFetchPolicy } from '../../../server/security/fetch-policy';
import { guardedFetch, RefusedUrlError } from '../../../server/security/guarded-fetch';

const hailArchive = {
  nceiBaseUrl: 'https://www.ncei.noaa.gov',
  spcBaseUrl: 'https://www.spc.noaa.gov',
  mrmsBaseUrl: 'https://mrms.ncep.noaa.gov/2D',
  maxImportBytes: 1_048_576,
  fetchTimeoutMs: 1000,
} as Parameters<typeof noaaFetchPolicy>[0]['hailArchive'];

describe('the NOAA fetch policy for MRMS', () => {
  it('allows the configured MRMS host only, and loopback fakes outside production only', () => {
    const production = noaaFetchPolicy({ nodeEnv: 'production', hailArchive }, 'mrms');
    expect([production.allowedHosts, production.localOrigins]).toEqual([
      ['mrms.ncep.noaa.gov'],
      [],
    ]);
    const local = { ...hailArchive, mrmsBaseUrl: 'http://127.0.0.1:4999/2D' };
    const test = noaaFetchPolicy({ nodeEnv: 'test', hailArchive: local }, 'mrms');
    expect(test.localOrigins).toEqual(['http://127.0.0.1:4999']);
  });

  it('refuses any other host before connecting', async () => {
    const policy = noaaFetchPolicy({ nodeEnv: 'production', hailArchive }, 'mrms');
    const refused = guardedFetch('https://example.com/2D/MESH_Max_1440min/x.grib2.gz', policy);
    await expect(refused).rejects.toBeInstanceOf(RefusedUrlError);
    await expect(refused).rejects.toThrow('refused (host): https://example.com/');
  });

  it('has no MRMS origin to allow when MRMS_BASE_URL is unset', () => {
    const off = { ...hailArchive, mrmsBaseUrl: null };
    expect(() => noaaFetchPolicy({ nodeEnv: 'production', hailArchive: off }, 'mrms')).toThrow(
      'MRMS_BASE_URL is not set: no MRMS origin may be fetched',
    );
  });
});
