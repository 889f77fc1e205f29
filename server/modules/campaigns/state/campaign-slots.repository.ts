import { sql, type Transaction } from 'kysely';
import { allowanceOf } from '../../../../shared/billing/allowance';
import type { Database } from '../../../db/types';
import { accountPlans } from '../../billing/billing.repository';
import { campaignsAtOnceLimit } from '../policy/campaigns-at-once';

type Trx = Transaction<Database>;

/** One account's campaign slots: its limit, lists holding a slot and lists queued for one. */
export type CampaignSlots = { limit: number; running: number; queued: number };

/**
 * Locks the accounts (FOR NO KEY UPDATE, as the round's account rooms do, so every slot decision
 * of an account waits for the one before it) and counts their campaign slots.
 */
export async function lockCampaignSlots(
  trx: Trx,
  accountIds: readonly string[],
  now: Date,
): Promise<Map<string, CampaignSlots>> {
  if (accountIds.length === 0) return new Map();
  const ids = [...new Set(accountIds)].sort();
  const settings = await trx
    .selectFrom('accounts')
    .select(['id', 'campaigns_running_limit'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  const plans = await accountPlans(trx, ids);
  const { rows } = await sql<{ account_id: string; running: number; queued: number }>`
    select account_id, count(*) filter (where state = 'running')::int as running,
      count(*) filter (where state = 'queued')::int as queued
    from contact_lists
    where account_id = any(${ids}::uuid[]) and state in ('running', 'queued')
    group by account_id`.execute(trx);
  const counts = new Map(rows.map((row) => [row.account_id, row]));
  return new Map(
    settings.map((account) => {
      const bound = allowanceOf(plans.get(account.id)!, now).campaignsAtOnce;
      const count = counts.get(account.id);
      return [
        account.id,
        {
          limit: campaignsAtOnceLimit(account.campaigns_running_limit, bound),
          running: count?.running ?? 0,
          queued: count?.queued ?? 0,
        },
      ];
    }),
  );
}

/**
 * Per account, up to `n` of its queued lists, longest queued first. SKIP LOCKED: a queued list
 * someone is changing right now is left to that change (the next freed slot takes it).
 */
export async function lockQueueHeads(
  trx: Trx,
  free: ReadonlyMap<string, number>,
): Promise<string[]> {
  const wanted = [...free].filter(([, n]) => n > 0);
  if (wanted.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    select h.id
    from unnest(${wanted.map(([id]) => id)}::uuid[], ${wanted.map(([, n]) => n)}::int[])
      as a(account_id, n)
    cross join lateral (
      select id from contact_lists
      where account_id = a.account_id and state = 'queued'
      order by queued_since, id
      limit a.n
      for update skip locked
    ) h`.execute(trx);
  return rows.map((row) => row.id);
}
