import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { latestAnchors } from './anchor-file';
import { chainFindings, type Finding, type StoredRecord } from './chain-findings';
import { HASHED_FIELDS } from './record-hash';

/** `unchained`: rows written before the chain began (migration 0087), which nothing can check. */
export type VerifyReport = {
  accounts: number;
  rows: number;
  unchained: number;
  findings: Finding[];
};

/**
 * Recomputes every account's chain from the table and judges it against the account's latest
 * anchor in `anchorDir` (records/anchor-file.ts). Reads as whoever `db` connects as.
 */
export async function verifyRecords(
  db: Kysely<Database>,
  anchorDir: string,
): Promise<VerifyReport> {
  const anchors = await latestAnchors(anchorDir);
  const heads = await db.selectFrom('dial_record_heads').select('account_id').execute();
  const accounts = [...new Set([...heads.map((h) => h.account_id), ...anchors.keys()])].sort();
  const unchained = await db
    .selectFrom('dial_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('seq', 'is', null)
    .executeTakeFirstOrThrow();
  const report: VerifyReport = {
    accounts: accounts.length,
    rows: 0,
    unchained: Number(unchained.n),
    findings: [],
  };
  for (const accountId of accounts) {
    const rows = await chainOf(db, accountId);
    const purge = await db
      .selectFrom('dial_record_purges')
      .select(['through_seq', 'through_hash'])
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    report.rows += rows.length;
    report.findings.push(
      ...chainFindings(accountId, rows, purge ?? null, anchors.get(accountId) ?? null),
    );
  }
  return report;
}

async function chainOf(db: Kysely<Database>, accountId: string): Promise<StoredRecord[]> {
  const rows = await db
    .selectFrom('dial_records')
    .select(['id', 'seq', 'prev_hash', 'row_hash', ...HASHED_FIELDS])
    .where('account_id', '=', accountId)
    .where('seq', 'is not', null)
    .orderBy('seq')
    .execute();
  return rows as StoredRecord[];
}

/** One line per finding, naming the account and the row; then the totals. */
export function reportLines(report: VerifyReport): string[] {
  const lines = report.findings.map(
    (f) =>
      `account ${f.accountId} row ${f.seq}${f.rowId === null ? '' : ` (id ${f.rowId})`}: ${f.text}`,
  );
  const verdict = report.findings.length === 0 ? 'OK' : `${report.findings.length} finding(s)`;
  const before =
    report.unchained > 0
      ? `; ${report.unchained} row(s) from before the chain (migration 0087) not checked`
      : '';
  lines.push(
    `${verdict}: ${report.accounts} account(s), ${report.rows} chained row(s) checked${before}`,
  );
  return lines;
}
