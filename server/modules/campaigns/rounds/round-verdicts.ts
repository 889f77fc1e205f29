import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { type CampaignChange, setCampaignStates } from '../state/campaign-state';
import type { ListRow } from '../state/campaign-state.repository';
import type { CallingClock } from './calling-clock';
import { type ListWindows, nextCalls } from './list-windows';
import { nothingLeftReasons } from './nothing-left';
import type { ClaimedContact, SlotUse } from './rounds.repository';

/** One campaign within a round batch: its free slots and the contacts claimed for them. */
export type SlotClaim = {
  list: ListRow;
  use: SlotUse;
  free: number;
  claimed: ClaimedContact[];
  /** Fewer contacts came back than asked: nobody else is eligible now. */
  exhausted: boolean;
};

/**
 * After a round's claims: each campaign's state and next round.
 * - Dialled: running. Resting slots are refilled when their pause ends; otherwise the next call
 *   to end plans the next round (record-outcome.service.ts).
 * - Held back by the account's cap: running and held; a call of the account ending plans it.
 * - All slots busy: resting ones plan the round when their pause ends, calls in flight otherwise.
 * - Nobody eligible now and nothing in flight: waiting for the earliest retry or the opening of
 *   its calling hours ("Waiting for calling hours — next call 8:00 CT"), or completed when nobody
 *   can ever be dialled again (saying why when contacts are left nobody may call). A list whose contacts wait for their zones waits for that job.
 */
export async function planVerdicts(
  trx: Transaction<Database>,
  slots: readonly SlotClaim[],
  now: Date,
  roundPauseMs: number,
  calling: { windows: ReadonlyMap<string, ListWindows>; clock: CallingClock; realCalls: boolean },
): Promise<{ verdicts: CampaignChange[]; plans: { listId: string; at: Date }[] }> {
  const idle = slots.filter(
    (s) =>
      s.exhausted &&
      s.claimed.length === 0 &&
      s.use.inFlight === 0 &&
      s.use.awaiting === 0 &&
      s.free > 0,
  );
  const earliest = await nextCalls(
    trx,
    calling.windows,
    idle.map((s) => s.list.id),
    calling.clock,
    calling.realCalls,
  );
  const verdicts: CampaignChange[] = [];
  const ending: Parameters<typeof nothingLeftReasons>[1][number][] = [];
  const plans: { listId: string; at: Date }[] = [];
  const restEnd = (s: SlotClaim) =>
    s.use.firstEndedAt ? new Date(s.use.firstEndedAt.getTime() + roundPauseMs) : null;

  for (const s of slots) {
    const listId = s.list.id;
    const heldBack = !s.exhausted && s.claimed.length < s.free;
    if (heldBack) {
      const heldSince = s.claimed.length > 0 ? now : (s.list.held_since ?? now);
      verdicts.push({ listId, state: 'running', nextRunAt: null, heldSince });
      continue;
    }
    // A call waiting for its analysis may still be retried: its outcome plans the next round.
    if (s.claimed.length > 0 || s.use.inFlight > 0 || s.use.awaiting > 0 || s.free === 0) {
      verdicts.push({ listId, state: 'running', nextRunAt: null, heldSince: null });
      const rested = restEnd(s);
      if (s.use.cooling > 0 && rested && !s.exhausted) plans.push({ listId, at: rested });
      continue;
    }
    if (calling.windows.get(listId)?.ready === false) {
      // contact-zones.job.ts plans the round once the zones are in.
      verdicts.push({ listId, state: 'waiting', nextRunAt: null, waitReason: 'zones' });
      continue;
    }
    const next = earliest.get(listId);
    if (!next) {
      verdicts.push({ listId, state: 'completed', nextRunAt: null, heldSince: null });
      ending.push({ ...s.list, openKeys: calling.windows.get(listId)?.open ?? [] });
      continue;
    }
    const runAt = new Date(Math.max(next.at.getTime(), now.getTime()));
    const state = runAt > now ? 'waiting' : 'running';
    const byWindow = state === 'waiting' && next.byWindow;
    verdicts.push({
      listId,
      state,
      nextRunAt: state === 'waiting' ? runAt : null,
      heldSince: null,
      waitReason: byWindow ? 'calling-hours' : null,
      waitZone: byWindow ? next.zone : null,
    });
    plans.push({ listId, at: runAt });
  }
  const endReasons = await nothingLeftReasons(trx, ending, calling.realCalls);
  for (const verdict of verdicts) verdict.endReason ??= endReasons.get(verdict.listId) ?? null;
  await setCampaignStates(trx, verdicts);
  return { verdicts, plans };
}
