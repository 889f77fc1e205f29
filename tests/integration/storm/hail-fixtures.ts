import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NCEI_COLUMNS } from '../../../server/modules/storm/archive/ncei-row';
import type { TestContext } from '../../helpers/test-context';

const FIXTURES = join(import.meta.dirname, '../../fixtures/storm');

export const NCEI_2026 = 'StormEvents_details-ftp_v1.0_d2026_c20261101.csv';
export const NCEI_2026_REISSUED = 'StormEvents_details-ftp_v1.0_d2026_c20261120.csv';
export const SPC_260520 = '260520_rpts_hail.csv';

export const fixtureBytes = (name: string) => readFileSync(join(FIXTURES, name));

/** Uploads a file as the NOAA tab does: the raw bytes as the body, the name in the query. */
export function uploadHailFile(
  url: string,
  cookie: string | undefined,
  fileName: string,
  body: Buffer = fixtureBytes(fileName),
) {
  return fetch(`${url}/api/admin/hail-imports?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-requested-with': 'StormDialer',
      ...(cookie ? { cookie } : {}),
    },
    body: new Uint8Array(body),
  });
}

export async function hailRows(ctx: TestContext) {
  const rows = await ctx.db
    .selectFrom('hail_events')
    .select(['source', 'event_id', 'episode_id', 'begins_at', 'size_in', 'lat', 'lon', 'place'])
    .orderBy('begins_at')
    .execute();
  return rows.map((row) => ({
    source: row.source,
    eventId: row.event_id === null ? null : Number(row.event_id),
    beginsAt: new Date(row.begins_at).toISOString(),
    size: Number(row.size_in),
    lat: row.lat,
    lon: row.lon,
    place: row.place,
  }));
}

export async function emptyArchive(ctx: TestContext) {
  await ctx.db.deleteFrom('hail_events').execute();
  await ctx.db.deleteFrom('hail_imports').execute();
}

/** An NCEI details file of hail rows (only the columns the import reads; values as NCEI writes them). */
export function nceiFile(rows: Partial<Record<string, string>>[]): Buffer {
  const header = [...NCEI_COLUMNS];
  const lines = rows.map((row) => header.map((name) => row[name] ?? '').join(','));
  return Buffer.from(`${header.join(',')}\n${lines.join('\n')}\n`);
}

/** One NCEI hail row in Plano, TX (CST-6), overridden per test. */
export const nceiHail = (overrides: Partial<Record<string, string>>) => ({
  BEGIN_YEARMONTH: '202507',
  BEGIN_DAY: '14',
  BEGIN_TIME: '2330',
  EPISODE_ID: '300001',
  EVENT_ID: '3000001',
  STATE: 'TEXAS',
  EVENT_TYPE: 'Hail',
  CZ_NAME: 'COLLIN',
  CZ_TIMEZONE: 'CST-6',
  MAGNITUDE: '1.75',
  BEGIN_LOCATION: 'PLANO',
  BEGIN_LAT: '33.0198',
  BEGIN_LON: '-96.6989',
  ...overrides,
});

/** An SPC daily hail file: rows of Time (HHMM UTC), Size (hundredths), Location, State, Lat, Lon. */
export function spcFile(rows: string[][]): Buffer {
  const lines = rows.map((row) => row.join(','));
  return Buffer.from(`Time,Size,Location,County,State,Lat,Lon,Comments\n${lines.join('\n')}\n`);
}
