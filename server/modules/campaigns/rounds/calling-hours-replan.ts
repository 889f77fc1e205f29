import type { AppDeps } from '../../../deps';
import { withNextRounds } from './next-round';

/**
 * At worker boot: every list waiting for calling hours gets a round now, which computes its wait
 * again on this process's calling clock. A wait computed under another clock (the demo clock,
 * DIALER_CALLING_CLOCK_START, before a restart without it) or other calling hours is not kept;
 * a wait that still holds is written again as it was. Returns how many lists were replanned.
 */
export async function replanCallingHoursWaits(
  deps: Pick<AppDeps, 'db' | 'queues' | 'events' | 'logger'>,
  now = new Date(),
): Promise<number> {
  return withNextRounds(deps, async (trx, rounds) => {
    const lists = await trx
      .selectFrom('contact_lists')
      .select('id')
      .where('state', '=', 'waiting')
      .where('wait_reason', '=', 'calling-hours')
      .forUpdate()
      .skipLocked()
      .execute();
    await rounds.plan(lists.map((list) => ({ listId: list.id, at: now })));
    return lists.length;
  });
}
