import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import type { DncCheck } from './dial-records';

/** The one list the check reads: the account's own (national and state registries are not included). */
export const ACCOUNT_DNC_LIST = 'account do-not-call list';

type ListVersion = { numbers: number; latest_added_at: Date | null };

/**
 * The version of each account's do-not-call list as the check read it, in its transaction: how
 * many numbers it held and when the latest was added (a removal shows as a lower count).
 */
export async function dncListVersions(
  trx: Transaction<Database>,
  accountIds: readonly string[],
): Promise<Map<string, ListVersion>> {
  if (accountIds.length === 0) return new Map();
  const { rows } = await sql<ListVersion & { account_id: string }>`
    select account_id, count(*)::int as numbers, max(created_at) as latest_added_at
    from do_not_call_numbers where account_id = any(${[...new Set(accountIds)]}::uuid[])
    group by account_id`.execute(trx);
  return new Map(rows.map(({ account_id, ...version }) => [account_id, version]));
}

/** The do-not-call checks of one decision, as the dial record keeps them. */
export function dncChecksOf(version: ListVersion | undefined, checkedAt: Date): DncCheck[] {
  return [
    {
      list: ACCOUNT_DNC_LIST,
      checked_at: checkedAt.toISOString(),
      numbers: version?.numbers ?? 0,
      latest_added_at: version?.latest_added_at?.toISOString() ?? null,
    },
  ];
}
