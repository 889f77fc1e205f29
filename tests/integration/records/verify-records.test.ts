import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appendAnchor } from '../../../server/modules/campaigns/records/anchor-file';
import { recordHash } from '../../../server/modules/campaigns/records/record-hash';
import {
  reportLines,
  verifyRecords,
} from '../../../server/modules/campaigns/records/verify-records';
import { createTestContext } from '../../helpers/test-context';
import { appendRecords } from './record-fixtures';

// Connected as the database's owner: only the owner (or a superuser) can tamper with the record.
const ctx = await createTestContext();

/** An account with `count` chained records, anchored at its head, in its own anchor directory. */
async function anchoredAccount(count: number) {
  const accountId = randomUUID();
  await appendRecords(ctx, accountId, count);
  const dir = await mkdtemp(join(tmpdir(), 'anchors-'));
  const head = await ctx.db
    .selectFrom('dial_record_heads')
    .select(['seq', 'row_hash'])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  await appendAnchor(dir, { account_id: accountId, ...head, anchored_at: '2026-03-11T00:00:00Z' });
  return { accountId, dir };
}

/** The findings of verify-records over `dir` for one account, as its output lines say them. */
async function findingsOf(accountId: string, dir: string): Promise<string[]> {
  const report = await verifyRecords(ctx.db, dir);
  return reportLines(report).filter((line) => line.startsWith(`account ${accountId}`));
}

const rowOf = (accountId: string, seq: number) =>
  ctx.db
    .selectFrom('dial_records')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('seq', '=', seq)
    .executeTakeFirstOrThrow();

describe('verify-records', () => {
  it('passes a whole chain up to its anchor and a row written after it', async () => {
    const { accountId, dir } = await anchoredAccount(3);
    await appendRecords(ctx, accountId, 1);
    const report = await verifyRecords(ctx.db, dir);
    expect(report.findings.filter((f) => f.accountId === accountId)).toEqual([]);
  });

  it('names the row whose field was changed', async () => {
    const { accountId, dir } = await anchoredAccount(3);
    const row = await rowOf(accountId, 2);
    await ctx.db
      .updateTable('dial_records')
      .set({ decision: 'placed', number_count: 2 })
      .where('id', '=', row.id)
      .execute();
    expect(await findingsOf(accountId, dir)).toEqual([
      `account ${accountId} row 2 (id ${row.id}): its fields do not give its hash (a field was changed)`,
    ]);
  });

  it('names the rows missing when a middle row is deleted', async () => {
    const { accountId, dir } = await anchoredAccount(4);
    await ctx.db
      .deleteFrom('dial_records')
      .where('account_id', '=', accountId)
      .where('seq', '=', 2)
      .execute();
    const third = await rowOf(accountId, 3);
    expect(await findingsOf(accountId, dir)).toEqual([
      `account ${accountId} row 3 (id ${third.id}): rows 2–2 are missing (deleted)`,
    ]);
  });

  it("says the anchor's head is missing when the last row is deleted", async () => {
    const { accountId, dir } = await anchoredAccount(3);
    await ctx.db
      .deleteFrom('dial_records')
      .where('account_id', '=', accountId)
      .where('seq', '=', 3)
      .execute();
    expect(await findingsOf(accountId, dir)).toEqual([
      `account ${accountId} row 3: the anchor's head (row 3 of 2026-03-11T00:00:00Z) is missing (deleted)`,
    ]);
  });

  it('says the chain was recomputed when every hash agrees but the head differs from the anchor', async () => {
    const { accountId, dir } = await anchoredAccount(3);
    await sql`alter table dial_records disable trigger dial_records_append_only`.execute(ctx.db);
    const rows = await ctx.db
      .selectFrom('dial_records')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('seq')
      .execute();
    let prev = rows[0]!.prev_hash!;
    for (const row of rows) {
      const fields = row.seq === 2 ? { ...row, refused_reason: 'rewritten' } : row;
      const rowHash = recordHash(fields, row.seq!, prev);
      await sql`update dial_records set refused_reason = ${fields.refused_reason},
        prev_hash = ${prev}, row_hash = ${rowHash} where id = ${row.id}`.execute(ctx.db);
      prev = rowHash;
    }
    await sql`alter table dial_records enable trigger dial_records_append_only`.execute(ctx.db);
    expect(await findingsOf(accountId, dir)).toEqual([
      `account ${accountId} row 3 (id ${rows[2]!.id}): its hash differs from the anchor of 2026-03-11T00:00:00Z (the chain was recomputed)`,
    ]);
  });

  it('counts the rows written before the chain began, which it cannot check', async () => {
    const { accountId, dir } = await anchoredAccount(1);
    const before = (await verifyRecords(ctx.db, dir)).unchained;
    // A row as migration 0075 wrote it, before rows carried seq, prev_hash and row_hash.
    await sql`insert into dial_records (account_id, call_id, decision, refused_reason, started_by,
        phone_number, zones, schedule, rule_versions, state_rules, consent_basis, dnc_checked_at,
        number_count, number_cap, agent_id, decided_at)
      select account_id, call_id, decision, refused_reason, started_by, phone_number, zones,
        schedule, rule_versions, state_rules, consent_basis, dnc_checked_at, number_count,
        number_cap, agent_id, decided_at
      from dial_records where account_id = ${accountId}::uuid and seq = 1`.execute(ctx.db);
    const report = await verifyRecords(ctx.db, dir);
    expect(report.unchained).toBe(before + 1);
    expect(report.findings.filter((f) => f.accountId === accountId)).toEqual([]);
    expect(reportLines(report).at(-1)).toContain(
      `; ${before + 1} row(s) from before the chain (migration 0087) not checked`,
    );
  });
});
