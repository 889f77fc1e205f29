import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { stateEvent } from '../dialer-events';
import { slotsForReadyLists } from '../policy/campaigns-at-once';
import { lockCampaignSlots } from '../state/campaign-slots.repository';
import { type CampaignChange, setCampaignStates } from '../state/campaign-state';
import type { ListRow } from '../state/campaign-state.repository';
import { plannerOf } from './next-round';

type Trx = Transaction<Database>;

/**
 * A list a person starts or resumes: 'running' when the account has a free campaign slot and no
 * list queued before it, else 'queued' (it starts when a slot frees, first come first served).
 */
export async function readyState(trx: Trx, accountId: string): Promise<'running' | 'queued'> {
  const slots = (await lockCampaignSlots(trx, [accountId], new Date())).get(accountId)!;
  return slotsForReadyLists(slots.limit, slots.running, slots.queued, 1) > 0 ? 'running' : 'queued';
}

/**
 * Inside a round, after the accounts are locked: a waiting campaign whose round fell due (its
 * retry delay or calling hours are over) needs a campaign slot again. Those that find none queue
 * (behind the lists already queued) and claim nothing. Returns the lists that may dial.
 */
export async function grantCampaignSlots(
  trx: Trx,
  lists: readonly ListRow[],
): Promise<{ granted: ListRow[]; queued: CampaignChange[] }> {
  const waking = lists.filter((list) => list.state === 'waiting');
  if (waking.length === 0) return { granted: [...lists], queued: [] };
  const now = new Date();
  const slots = await lockCampaignSlots(
    trx,
    waking.map((list) => list.account_id),
    now,
  );
  const refused = new Set<string>();
  for (const [accountId, s] of slots) {
    const ready = waking
      .filter((list) => list.account_id === accountId)
      .sort((a, b) => a.next_round_at!.getTime() - b.next_round_at!.getTime());
    const n = slotsForReadyLists(s.limit, s.running, s.queued, ready.length);
    for (const list of ready.slice(n)) refused.add(list.id);
  }
  const queued: CampaignChange[] = [...refused].map((listId) => ({
    listId,
    state: 'queued',
    queuedSince: now,
  }));
  await setCampaignStates(trx, queued);
  for (const list of waking.filter((l) => refused.has(l.id))) {
    plannerOf(trx)?.announce(
      list.account_id,
      stateEvent({ id: list.id, state: 'queued', next_run_at: null, queued_since: now }),
    );
  }
  return { granted: lists.filter((list) => !refused.has(list.id)), queued };
}
