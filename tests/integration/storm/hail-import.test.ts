import { gzipSync } from 'node:zlib';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { HAIL_ARCHIVE_MESSAGES } from '../../../shared/storm/hail-archive-messages';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import {
  emptyArchive,
  fixtureBytes,
  hailRows,
  NCEI_2026,
  NCEI_2026_REISSUED,
  SPC_260520,
  uploadHailFile,
} from './hail-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const admin = await signedInUser(ctx, 'admin', { isAdmin: true });
const member = await signedInUser(ctx, 'member');

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { message: string } }).error.message;
}

const NCEI_ROWS = [
  // HST-10: 14:30 local on Mar 2 is 00:30 UTC on Mar 3.
  { eventId: 1200007, beginsAt: '2026-03-03T00:30:00.000Z', size: 1, place: 'HONOLULU' },
  // Zone "SCT" is not a zone: TEXAS gives CST (UTC-6), counted as guessed; "905" is 09:05.
  { eventId: 1200003, beginsAt: '2026-05-20T15:05:00.000Z', size: 0.75, place: 'ALLEN' },
  { eventId: 1200001, beginsAt: '2026-05-20T21:45:00.000Z', size: 1.75, place: 'PLANO' },
  // The old plain "CST" form.
  { eventId: 1200002, beginsAt: '2026-05-20T22:02:00.000Z', size: 1, place: 'FRISCO' },
  { eventId: 1200006, beginsAt: '2026-05-22T00:30:00.000Z', size: 2.5, place: 'NORMAN' },
];

beforeEach(() => emptyArchive(ctx));

describe('NCEI Storm Events import', () => {
  it('imports the hail rows of a details file in UTC, with its counts', async () => {
    const res = await uploadHailFile(url, admin.cookie, NCEI_2026);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      source: 'ncei',
      rowsRead: 7,
      imported: 5,
      skippedNoPosition: 1,
      skippedUnreadable: 0,
      zoneGuessed: 1,
      years: [2026],
    });
    const rows = await hailRows(ctx);
    expect(
      rows.map(({ eventId, beginsAt, size, place }) => ({ eventId, beginsAt, size, place })),
    ).toEqual(NCEI_ROWS);
    expect(rows.every((row) => row.source === 'ncei')).toBe(true);
    const state = await member.caller.storm.archive();
    expect(state.years).toEqual([{ year: 2026, source: 'ncei', rows: 5 }]);
    expect(state.imports[0]).toMatchObject({ status: 'done', fileName: NCEI_2026, imported: 5 });
  });

  it('reads the gzipped file alike, and importing it again changes nothing', async () => {
    await uploadHailFile(url, admin.cookie, NCEI_2026);
    const before = await hailRows(ctx);
    const gz = `${NCEI_2026}.gz`;
    const res = await uploadHailFile(url, admin.cookie, gz);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ imported: 5, skippedNoPosition: 1, zoneGuessed: 1 });
    expect(await hailRows(ctx)).toEqual(before);
  });

  it('a re-issued year replaces its rows: corrected rows change, withdrawn rows go', async () => {
    await uploadHailFile(url, admin.cookie, NCEI_2026);
    const res = await uploadHailFile(url, admin.cookie, NCEI_2026_REISSUED);
    expect(res.status).toBe(201);
    const rows = await hailRows(ctx);
    expect(rows.map((row) => row.eventId)).toEqual([1200007, 1200001, 1200002, 1200006]);
    expect(rows.find((row) => row.eventId === 1200002)?.size).toBe(1.25);
  });

  it('matches columns by header name, not position', async () => {
    const parsed = Papa.parse<string[]>(fixtureBytes(NCEI_2026).toString('utf8'), {
      skipEmptyLines: true,
    });
    const [header, ...records] = parsed.data;
    const quoted = (fields: string[]) =>
      [...fields]
        .reverse()
        .map((value) => `"${value.replaceAll('"', '""')}"`)
        .join(',');
    const body = Buffer.from([header!, ...records].map(quoted).join('\n'));
    const res = await uploadHailFile(url, admin.cookie, 'reversed.csv.gz', gzipSync(body));
    expect(res.status).toBe(201);
    expect((await hailRows(ctx)).map((row) => row.eventId)).toEqual(
      NCEI_ROWS.map((row) => row.eventId),
    );
  });

  it('refuses non-admins, stores nothing', async () => {
    const res = await uploadHailFile(url, member.cookie, NCEI_2026);
    expect(res.status).toBe(403);
    const signedOut = await uploadHailFile(url, undefined, NCEI_2026);
    expect(signedOut.status).toBe(401);
    expect(await hailRows(ctx)).toEqual([]);
  });

  it('refuses a file that is not a hail file, a broken CSV and a broken gzip, clearly', async () => {
    const notHail = await uploadHailFile(
      url,
      admin.cookie,
      'contacts.csv',
      Buffer.from('phone,name\n1,Ann\n'),
    );
    expect(notHail.status).toBe(400);
    expect(await errorOf(notHail)).toBe(HAIL_ARCHIVE_MESSAGES.notHailFile);

    const text = fixtureBytes(NCEI_2026).toString('utf8');
    const broken = `${text}202605,1,"unclosed\n`;
    const badCsv = await uploadHailFile(url, admin.cookie, NCEI_2026, Buffer.from(broken));
    expect(badCsv.status).toBe(400);
    expect(await errorOf(badCsv)).toMatch(/^The file could not be read as CSV near line \d+\./);

    const gz = gzipSync(fixtureBytes(NCEI_2026));
    const badGz = await uploadHailFile(url, admin.cookie, `${NCEI_2026}.gz`, gz.subarray(0, 400));
    expect(badGz.status).toBe(400);
    expect(await errorOf(badGz)).toBe(HAIL_ARCHIVE_MESSAGES.unreadableGzip);
    const state = await admin.caller.storm.archive();
    expect(state.imports.filter((row) => row.status !== 'failed')).toEqual([]);
    expect(await hailRows(ctx)).toEqual([]);
  });
});

describe('SPC same-day reports', () => {
  it('imports a daily hail file: hundredths of an inch, the 12Z-12Z convective day', async () => {
    const res = await uploadHailFile(url, admin.cookie, SPC_260520);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      source: 'spc',
      rowsRead: 4,
      imported: 2,
      skippedNoPosition: 1,
      skippedUnreadable: 1,
    });
    expect(await hailRows(ctx)).toEqual([
      {
        source: 'spc',
        eventId: null,
        beginsAt: '2026-05-20T21:40:00.000Z',
        size: 1.75,
        lat: 33.05,
        lon: -96.7,
        place: '2 N Plano',
      },
      // 0130 lies after midnight UTC within the May 20 convective day: May 21.
      {
        source: 'spc',
        eventId: null,
        beginsAt: '2026-05-21T01:30:00.000Z',
        size: 1,
        lat: 32.77,
        lon: -96.6,
        place: 'Mesquite',
      },
    ]);
    const again = await uploadHailFile(url, admin.cookie, SPC_260520);
    expect(again.status).toBe(201);
    expect((await hailRows(ctx)).length).toBe(2);
    const state = await member.caller.storm.archive();
    expect(state.lastSameDayImport).toMatchObject({ fileName: SPC_260520, status: 'done' });
  });

  it('NCEI rows replace the preliminary report of the same storm (60 minutes, 10 miles)', async () => {
    await uploadHailFile(url, admin.cookie, SPC_260520);
    const res = await uploadHailFile(url, admin.cookie, NCEI_2026);
    expect(await res.json()).toMatchObject({ replacedPreliminary: 1 });
    const spc = (await hailRows(ctx)).filter((row) => row.source === 'spc');
    expect(spc.map((row) => row.place)).toEqual(['Mesquite']);
  });

  it('a preliminary report NCEI already holds is not added', async () => {
    await uploadHailFile(url, admin.cookie, NCEI_2026);
    const res = await uploadHailFile(url, admin.cookie, SPC_260520);
    expect(await res.json()).toMatchObject({ imported: 2, replacedPreliminary: 1 });
    const spc = (await hailRows(ctx)).filter((row) => row.source === 'spc');
    expect(spc.map((row) => row.place)).toEqual(['Mesquite']);
  });

  it('needs the convective day in the file name', async () => {
    const res = await uploadHailFile(url, admin.cookie, 'today_hail.csv', fixtureBytes(SPC_260520));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(HAIL_ARCHIVE_MESSAGES.spcNameNeeded);
  });
});
