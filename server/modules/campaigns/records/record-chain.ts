import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { GENESIS_HASH, type HashedFields, recordHash } from './record-hash';

const JSON_FIELDS = ['zones', 'schedule', 'rule_versions', 'dnc_checks'] as const;

/** A row ready to insert: its fields hashed, jsonb columns as JSON text. */
export type ChainedRow = Omit<HashedFields, (typeof JSON_FIELDS)[number]> & {
  dnc_checks: string;
  zones: string;
  schedule: string;
  rule_versions: string;
  seq: number;
  prev_hash: string;
  row_hash: string;
};

/** Rows per INSERT: 23 parameters each, well under Postgres' 65,535. */
const INSERT_ROWS = 2_000;

/**
 * Appends each account's records to its chain, in the caller's transaction, in four statements
 * however many accounts: the heads are locked FOR UPDATE in account order (concurrent checks of
 * one account append one after the other, the chain never forks, and no two writers deadlock),
 * the rows hashed here and inserted, then every head moved on.
 */
export async function appendToChains(
  trx: Transaction<Database>,
  records: readonly HashedFields[],
): Promise<void> {
  if (records.length === 0) return;
  const byAccount = new Map<string, HashedFields[]>();
  for (const record of records) {
    const ofAccount = byAccount.get(record.account_id);
    if (ofAccount) ofAccount.push(record);
    else byAccount.set(record.account_id, [record]);
  }
  const accounts = [...byAccount.keys()].sort();
  await trx
    .insertInto('dial_record_heads')
    .values(accounts.map((account_id) => ({ account_id, seq: 0, row_hash: GENESIS_HASH })))
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  const heads = await trx
    .selectFrom('dial_record_heads')
    .select(['account_id', 'seq', 'row_hash'])
    .where('account_id', 'in', accounts)
    .orderBy('account_id')
    .forUpdate()
    .execute();
  if (heads.length !== accounts.length) throw new Error('dial record chain head missing');
  const rows: ChainedRow[] = [];
  const moved = heads.map((head) => {
    let { seq, row_hash: prevHash } = head;
    for (const fields of byAccount.get(head.account_id)!) {
      seq += 1;
      const rowHash = recordHash(fields, seq, prevHash);
      rows.push({ ...fields, ...jsonText(fields), seq, prev_hash: prevHash, row_hash: rowHash });
      prevHash = rowHash;
    }
    return { account_id: head.account_id, seq, row_hash: prevHash };
  });
  for (let i = 0; i < rows.length; i += INSERT_ROWS) {
    await trx
      .insertInto('dial_records')
      .values(rows.slice(i, i + INSERT_ROWS))
      .execute();
  }
  await sql`update dial_record_heads h set seq = v.seq, row_hash = v.row_hash
    from unnest(${moved.map((m) => m.account_id)}::uuid[], ${moved.map((m) => m.seq)}::bigint[],
      ${moved.map((m) => m.row_hash)}::text[]) as v(account_id, seq, row_hash)
    where h.account_id = v.account_id`.execute(trx);
}

function jsonText(fields: HashedFields): Pick<ChainedRow, (typeof JSON_FIELDS)[number]> {
  return {
    zones: JSON.stringify(fields.zones),
    schedule: JSON.stringify(fields.schedule),
    rule_versions: JSON.stringify(fields.rule_versions),
    dnc_checks: JSON.stringify(fields.dnc_checks),
  };
}
