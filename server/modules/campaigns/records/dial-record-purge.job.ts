import { sql } from 'kysely';
import type { AppDeps } from '../../../deps';

const DAY_MS = 86_400_000;

/**
 * Recurring (daily): deletes dial records older than the retention (DIAL_RECORD_RETENTION_DAYS,
 * five years by default) through `purge_dial_records`, the one function allowed to (migration
 * 0088): it takes a prefix of each account's chain and notes where the chain starts again.
 */
export async function purgeDialRecords(
  deps: Pick<AppDeps, 'db' | 'config'>,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - deps.config.dialRecords.retentionDays * DAY_MS);
  const { rows } = await sql<{ n: number }>`
    select purge_dial_records(${before.toISOString()}::timestamptz) as n`.execute(deps.db);
  return rows[0]?.n ?? 0;
}
