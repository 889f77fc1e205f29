import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  GENESIS_HASH,
  HASHED_FIELDS,
  recordHash,
} from '../../../server/modules/campaigns/records/record-hash';
import { appendDialRecords } from '../../../server/modules/campaigns/rounds/dial-records';
import { createTestContext } from '../../helpers/test-context';
import { decision } from './record-fixtures';

const ctx = await createTestContext();

describe('the dial record chain', () => {
  it('concurrent checks of one account append one chain: seq 1..n, each row linked to the one before', async () => {
    const accountId = randomUUID();
    const other = randomUUID();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ctx.db
          .transaction()
          .execute((trx) =>
            appendDialRecords(
              trx,
              [decision(accountId, i), decision(other, i, true), decision(accountId, i + 100)],
              new Date(),
              new Date(),
            ),
          ),
      ),
    );
    const rows = await ctx.db
      .selectFrom('dial_records')
      .select(['seq', 'prev_hash', 'row_hash', ...HASHED_FIELDS])
      .where('account_id', '=', accountId)
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    let prev = GENESIS_HASH;
    for (const row of rows) {
      expect(row.prev_hash).toBe(prev);
      expect(recordHash(row, row.seq!, prev)).toBe(row.row_hash);
      prev = row.row_hash!;
    }
    const head = await ctx.db
      .selectFrom('dial_record_heads')
      .select(['seq', 'row_hash'])
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(head).toEqual({ seq: 16, row_hash: prev });
  });
});
