import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendAnchor } from '../../../server/modules/campaigns/records/anchor-file';
import { purgeDialRecords } from '../../../server/modules/campaigns/records/dial-record-purge.job';
import {
  reportLines,
  verifyRecords,
} from '../../../server/modules/campaigns/records/verify-records';
import { createTestContext } from '../../helpers/test-context';
import { appendRecords } from './record-fixtures';

const ctx = await createTestContext({ DIAL_RECORD_RETENTION_DAYS: '1826' });
const NOW = new Date('2026-03-11T00:00:00Z');

describe('the retention purge of the dial record', () => {
  it('deletes records older than five years; verify-records starts from the first one left', async () => {
    const accountId = randomUUID();
    await appendRecords(ctx, accountId, 3, new Date('2021-03-01T12:00:00Z'));
    const dir = await mkdtemp(join(tmpdir(), 'anchors-'));
    const old = await ctx.db
      .selectFrom('dial_record_heads')
      .select(['seq', 'row_hash'])
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    await appendAnchor(dir, { account_id: accountId, ...old, anchored_at: '2021-03-02T00:00:00Z' });
    await appendRecords(ctx, accountId, 2, new Date('2021-03-12T12:00:00Z'));

    expect(await purgeDialRecords(ctx, NOW)).toBe(3);
    const left = await ctx.db
      .selectFrom('dial_records')
      .select('seq')
      .where('account_id', '=', accountId)
      .orderBy('seq')
      .execute();
    expect(left).toEqual([{ seq: 4 }, { seq: 5 }]);
    const before = await verifyRecords(ctx.db, dir);
    expect(before.findings.filter((f) => f.accountId === accountId)).toEqual([]);

    // Past the purge, a deleted first row is a finding, not a purge.
    await ctx.db
      .deleteFrom('dial_records')
      .where('account_id', '=', accountId)
      .where('seq', '=', 4)
      .execute();
    const after = reportLines(await verifyRecords(ctx.db, dir));
    expect(after.filter((line) => line.startsWith(`account ${accountId}`))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^account ${accountId} row 5 \\(id \\d+\\): rows 4–4 are missing \\(deleted\\)$`,
        ),
      ),
    ]);
  });
});
