import type { Anchor } from './anchor-file';
import { GENESIS_HASH, type HashedFields, recordHash } from './record-hash';

/** A chained row as the verifier reads it back. */
export type StoredRecord = HashedFields & {
  id: number;
  seq: number;
  prev_hash: string;
  row_hash: string;
};

/** What the retention purge took of the account's chain (the one sanctioned break). */
export type PurgeMark = { through_seq: number; through_hash: string };

export type Finding = { accountId: string; rowId: number | null; seq: number; text: string };

/**
 * What is wrong with one account's chain (rows in seq order), judged against its latest anchor:
 * a row whose fields no longer give its hash (a changed field), a row missing before another (a
 * deleted row; before the first row only a recorded purge may explain it), a row that does not
 * link to the one before it, and the anchor's head missing (deleted last rows) or holding another
 * hash (a recomputed chain). Empty: the chain is whole.
 */
export function chainFindings(
  accountId: string,
  rows: readonly StoredRecord[],
  purge: PurgeMark | null,
  anchor: Anchor | null,
): Finding[] {
  const findings: Finding[] = [];
  const add = (row: StoredRecord | null, seq: number, text: string) =>
    findings.push({ accountId, rowId: row?.id ?? null, seq, text });
  let before = { seq: purge?.through_seq ?? 0, hash: purge?.through_hash ?? GENESIS_HASH };
  for (const row of rows) {
    if (row.seq !== before.seq + 1) {
      add(row, row.seq, `rows ${before.seq + 1}–${row.seq - 1} are missing (deleted)`);
    } else if (row.prev_hash !== before.hash) {
      add(row, row.seq, 'does not link to the row before it (prev_hash differs)');
    }
    if (recordHash(row, row.seq, row.prev_hash) !== row.row_hash) {
      add(row, row.seq, 'its fields do not give its hash (a field was changed)');
    }
    before = { seq: row.seq, hash: row.row_hash };
  }
  if (anchor) findings.push(...anchorFindings(accountId, rows, purge, anchor));
  return findings;
}

function anchorFindings(
  accountId: string,
  rows: readonly StoredRecord[],
  purge: PurgeMark | null,
  anchor: Anchor,
): Finding[] {
  const at = rows.find((row) => row.seq === anchor.seq);
  const seq = anchor.seq;
  if (!at) {
    if (purge && purge.through_seq >= seq) return [];
    const text = `the anchor's head (row ${seq} of ${anchor.anchored_at}) is missing (deleted)`;
    return [{ accountId, rowId: null, seq, text }];
  }
  if (at.row_hash === anchor.row_hash) return [];
  const text = `its hash differs from the anchor of ${anchor.anchored_at} (the chain was recomputed)`;
  return [{ accountId, rowId: at.id, seq, text }];
}
