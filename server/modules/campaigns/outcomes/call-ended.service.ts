import type { AppDeps } from '../../../deps';
import { withNextRounds } from '../rounds/next-round';
import { lockHeldLists, lockListsOfCalls } from './outcomes.repository';

/**
 * The provider hung up but the outcome waits for the call's analysis: the call leaves the slots
 * now (state 'awaiting-analysis', ended_at set) so its campaign refills after the round pause
 * and the account's held campaigns get its room. Returns whether the call was still in progress.
 */
export async function freeSlotOfEndedCall(deps: AppDeps, callId: string): Promise<boolean> {
  return withNextRounds(deps, async (trx, rounds) => {
    const lists = await lockListsOfCalls(trx, [callId]);
    const now = new Date();
    const call = await trx
      .updateTable('calls')
      .set({ state: 'awaiting-analysis', ended_at: now })
      .where('id', '=', callId)
      .where('state', '=', 'in-progress')
      .returning(['account_id', 'list_id'])
      .executeTakeFirst();
    if (!call) return false;
    const refillAt = new Date(now.getTime() + deps.config.dialer.roundPauseMs);
    const held = await lockHeldLists(trx, new Map([[call.account_id, 1]]));
    await rounds.plan([
      ...lists
        .filter((list) => list.state === 'running')
        .map((list) => ({ listId: list.id, at: refillAt })),
      ...held.map((listId) => ({ listId, at: now })),
    ]);
    return true;
  });
}
