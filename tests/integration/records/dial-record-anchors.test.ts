import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDevMailbox } from '../../../server/mail/dev-mailer';
import { anchorDialRecords } from '../../../server/modules/campaigns/records/dial-record-anchors.job';
import { verifyRecords } from '../../../server/modules/campaigns/records/verify-records';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { appendRecords } from './record-fixtures';

const anchorDir = await mkdtemp(join(tmpdir(), 'anchors-'));
const ctx = await createTestContext({ DIAL_RECORD_ANCHOR_DIR: anchorDir });

describe('the daily anchor of the dial record', () => {
  it("appends each account's chain head to its own file and mails the same line to its owner", async () => {
    const owner = await signedInUser(ctx, 'anchor-owner');
    const accountId = owner.user.accountId;
    await appendRecords(ctx, accountId, 2);
    const head = await ctx.db
      .selectFrom('dial_record_heads')
      .select(['seq', 'row_hash'])
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();

    await anchorDialRecords(ctx, new Date('2026-03-11T00:00:00Z'));
    await appendRecords(ctx, accountId, 1);
    await anchorDialRecords(ctx, new Date('2026-03-12T00:00:00Z'));

    const lines = (await readFile(join(anchorDir, `${accountId}.jsonl`), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { account_id: accountId, ...head, anchored_at: '2026-03-11T00:00:00.000Z' },
      {
        account_id: accountId,
        seq: 3,
        row_hash: expect.any(String),
        anchored_at: '2026-03-12T00:00:00.000Z',
      },
    ]);
    const mails = (await readDevMailbox(ctx.redis, ctx.config.redis.queuePrefix)).filter(
      (m) => m.to === owner.user.email,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      'Dial record anchor: row 3',
      'Dial record anchor: row 2',
    ]);
    expect(mails[1]!.text).toContain(JSON.stringify(lines[0]));
    const report = await verifyRecords(ctx.db, anchorDir);
    expect(report.findings).toEqual([]);
  });
});
