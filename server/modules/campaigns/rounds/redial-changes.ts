import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import type { RoundPlanner } from './next-round';

/**
 * The redial settings of these (locked) lists changed: a waiting campaign plans a round at once,
 * as its retry may now be sooner, later or never.
 */
export async function replanWaitingCampaigns(
  trx: Transaction<Database>,
  rounds: RoundPlanner,
  listIds: string[],
): Promise<void> {
  if (listIds.length === 0) return;
  const waiting = await trx
    .selectFrom('contact_lists')
    .select('id')
    .where('id', 'in', listIds)
    .where('state', '=', 'waiting')
    .execute();
  const now = new Date();
  await rounds.plan(waiting.map((list) => ({ listId: list.id, at: now })));
}
