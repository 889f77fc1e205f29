import type { Transaction } from 'kysely';
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

/**
 * Appends one account's records to its chain, in the caller's transaction: the account's head row
 * is locked FOR UPDATE first, so concurrent checks of one account append one after the other and
 * the chain never forks. Callers with several accounts call this in account order (no deadlock).
 */
export async function appendToChain(
  trx: Transaction<Database>,
  accountId: string,
  records: readonly HashedFields[],
): Promise<void> {
  if (records.length === 0) return;
  await trx
    .insertInto('dial_record_heads')
    .values({ account_id: accountId, seq: 0, row_hash: GENESIS_HASH })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  const head = await trx
    .selectFrom('dial_record_heads')
    .select(['seq', 'row_hash'])
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  let { seq, row_hash: prevHash } = head;
  const rows: ChainedRow[] = records.map((fields) => {
    seq += 1;
    const rowHash = recordHash(fields, seq, prevHash);
    const row = { ...fields, ...jsonText(fields), seq, prev_hash: prevHash, row_hash: rowHash };
    prevHash = rowHash;
    return row;
  });
  await trx.insertInto('dial_records').values(rows).execute();
  await trx
    .updateTable('dial_record_heads')
    .set({ seq, row_hash: prevHash })
    .where('account_id', '=', accountId)
    .execute();
}

function jsonText(fields: HashedFields): Pick<ChainedRow, (typeof JSON_FIELDS)[number]> {
  return {
    zones: JSON.stringify(fields.zones),
    schedule: JSON.stringify(fields.schedule),
    rule_versions: JSON.stringify(fields.rule_versions),
    dnc_checks: JSON.stringify(fields.dnc_checks),
  };
}
