import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { importNceiFromUrl } from '../../../server/modules/storm/archive/hail-import-url.job';
import { HAIL_ARCHIVE_MESSAGES } from '../../../shared/storm/hail-archive-messages';
import { NCEI_CSV_DIR, startNoaaFake } from '../../fakes/noaa-fake';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { emptyArchive, hailRows, NCEI_2026 } from './hail-fixtures';

const noaa = await startNoaaFake();
afterAll(() => noaa.close());
const ctx = await createTestContext({ NCEI_BASE_URL: noaa.url });
const admin = await signedInUser(ctx, 'admin', { isAdmin: true });
const member = await signedInUser(ctx, 'member');

const fileUrl = (name: string) => `${noaa.url}${NCEI_CSV_DIR}${name}`;

beforeEach(() => emptyArchive(ctx));

describe('NCEI import by URL', () => {
  it('fetches a details file from the NCEI host through the guarded fetch and imports it', async () => {
    const summary = await importNceiFromUrl(ctx, {
      url: fileUrl(`${NCEI_2026}.gz`),
      userId: admin.user.id,
    });
    expect(summary).toMatchObject({
      source: 'ncei',
      imported: 5,
      skippedNoPosition: 1,
      zoneGuessed: 1,
    });
    expect((await hailRows(ctx)).length).toBe(5);
    expect(noaa.requests.at(-1)).toBe(`${NCEI_CSV_DIR}${NCEI_2026}.gz`);
  });

  it('queues the fetch for an admin; refuses other hosts and other files before any request', async () => {
    const queued = await admin.caller.storm.importNceiUrl({ url: fileUrl(NCEI_2026) });
    expect(queued).toEqual({ queued: true, fileName: NCEI_2026 });
    const jobs = await ctx.queues.get('system').getJobs(['waiting', 'delayed', 'active']);
    expect(jobs.map((job) => [job.name, job.data.url])).toContainEqual([
      'hail-import-url',
      fileUrl(NCEI_2026),
    ]);
    const before = noaa.requests.length;
    for (const url of [
      `https://example.com${NCEI_CSV_DIR}${NCEI_2026}`,
      fileUrl('secrets.csv'),
      `${fileUrl(NCEI_2026)}?x=1`,
      'not a url',
    ]) {
      const error = await rejection(admin.caller.storm.importNceiUrl({ url }));
      expect(error.message).toBe(HAIL_ARCHIVE_MESSAGES.urlNotNcei);
    }
    expect(noaa.requests.length).toBe(before);
  });

  it('is admin-only', async () => {
    const error = await rejection(member.caller.storm.importNceiUrl({ url: fileUrl(NCEI_2026) }));
    expect(error.message).toBe('Admins only.');
  });

  it('records a file NCEI does not have as a failed import, with the status', async () => {
    const missing = 'StormEvents_details-ftp_v1.0_d1949_c20260101.csv.gz';
    await expect(
      importNceiFromUrl(ctx, { url: fileUrl(missing), userId: admin.user.id }),
    ).rejects.toThrow(HAIL_ARCHIVE_MESSAGES.fetchFailed(404));
    const state = await member.caller.storm.archive();
    expect(state.imports[0]).toMatchObject({
      fileName: missing,
      status: 'failed',
      error: HAIL_ARCHIVE_MESSAGES.fetchFailed(404),
    });
  });
});
