import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { NO_TIME_ZONE } from '../policy/calling-hours';
import type { RoundPlanner } from '../rounds/next-round';

type Trx = Transaction<Database>;

/**
 * A window key is the contact's zones and states; the schedule's days and hours are applied to
 * it at each round, so only a changed default state changes keys: the contacts that had no zone
 * or took the old default lose their key, and their lists wait for the zones job again.
 * Returns whether any list now waits for it.
 */
export async function forgetDefaultStateZones(trx: Trx, listIds: readonly string[]) {
  if (listIds.length === 0) return false;
  const { rows } = await sql<{ list_id: string }>`
    update contacts set window_key = null
    where list_id = any(${listIds}::uuid[])
      and (skip_reason = ${NO_TIME_ZONE.code} or 'list-default' = any(zone_sources))
    returning list_id`.execute(trx);
  const lists = [...new Set(rows.map((row) => row.list_id))];
  if (lists.length === 0) return false;
  await trx
    .updateTable('contact_lists')
    .set({ zones_ready: false })
    .where('id', 'in', lists)
    .execute();
  return true;
}

/** Running and waiting campaigns of these lists plan a round at once under their new hours. */
export async function replanDialingCampaigns(
  trx: Trx,
  rounds: RoundPlanner,
  listIds: readonly string[],
): Promise<void> {
  if (listIds.length === 0) return;
  const dialing = await trx
    .selectFrom('contact_lists')
    .select('id')
    .where('id', 'in', [...listIds])
    .where('state', 'in', ['running', 'waiting'])
    .execute();
  const now = new Date();
  await rounds.plan(dialing.map((list) => ({ listId: list.id, at: now })));
}
