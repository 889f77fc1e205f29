import { isDialing } from '../../../shared/dialer/contact-status';
import type { AccountEvent } from '../../../shared/events';
import type { AppDeps } from '../../deps';
import { callsPlacedTotal } from '../../metrics/dialer-metrics';
import {
  claimEligibleContacts,
  countCallsInFlight,
  earliestEligibleAt,
  inFlightCalls,
  insertCalls,
  lockList,
  updateListCampaign,
} from './dialer.repository';
import { publishEvents, stateEvent } from './dialer-events';
import { dialSimulated, SIMULATED_PROVIDER } from './simulated-provider';

/**
 * One round of a campaign: fill the free call slots (batch size minus calls in flight) with
 * eligible contacts. With nobody to dial and nothing in flight the campaign waits for the
 * earliest retry, or completes when nobody can ever be dialled again. A job whose seq is not
 * the list's current one is stale and does nothing.
 */
export async function runDialRound(
  deps: AppDeps,
  job: { listId: string; seq: number },
): Promise<void> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const list = await lockList(trx, job.listId);
    if (!list || list.round_seq !== job.seq) return null;
    if (!isDialing(list.state)) return null;
    const now = new Date();
    const inFlight = await countCallsInFlight(trx, list.id);
    const free = deps.config.dialer.batchSize - inFlight;
    const claimed = await claimEligibleContacts(trx, list.id, free, now);
    if (claimed.length > 0) {
      const calls = await insertCalls(trx, list, claimed, job.seq, SIMULATED_PROVIDER, now);
      const running = { ...list, state: 'running' as const, next_run_at: null };
      await updateListCampaign(trx, list.id, {
        state: 'running',
        next_run_at: null,
        next_round_at: null,
      });
      return { list: running, changed: list.state !== 'running', claimed, calls, next: null };
    }
    if (inFlight > 0) return null;
    const earliest = await earliestEligibleAt(trx, list.id);
    if (earliest) {
      const runAt = new Date(Math.max(earliest.getTime(), now.getTime()));
      const waiting = { ...list, state: 'waiting' as const, next_run_at: runAt };
      const seq = list.round_seq + 1;
      await updateListCampaign(trx, list.id, {
        state: 'waiting',
        next_run_at: runAt,
        round_seq: seq,
        next_round_at: runAt,
      });
      const changed = list.state !== 'waiting' || list.next_run_at?.getTime() !== runAt.getTime();
      return { list: waiting, changed, claimed, calls: [], next: { seq, runAt } };
    }
    const completed = { ...list, state: 'completed' as const, next_run_at: null };
    await updateListCampaign(trx, list.id, {
      state: 'completed',
      next_run_at: null,
      next_round_at: null,
    });
    return { list: completed, changed: true, claimed, calls: [], next: null };
  });

  if (!result) {
    await redialRound(deps, job);
    return;
  }
  const { list, changed, claimed, calls, next } = result;
  if (next) {
    await deps.queues.add('dial-round', {
      listId: list.id,
      seq: next.seq,
      runAt: next.runAt.toISOString(),
    });
  }
  for (const call of calls) await dialSimulated(deps, call);
  callsPlacedTotal.inc({ provider: deps.config.voiceProvider }, calls.length);

  const events: AccountEvent[] = [];
  if (changed) events.push(stateEvent(list));
  for (const call of calls) {
    const contact = claimed.find((c) => c.id === call.contact_id)!;
    const contactId = String(call.contact_id);
    events.push({ type: 'call.started', listId: list.id, callId: call.id, contactId });
    events.push({
      type: 'contact.updated',
      listId: list.id,
      contactId,
      status: 'In Progress',
      attempts: contact.attempts,
      lastAttemptAt: contact.lastAttemptAt?.toISOString() ?? null,
    });
  }
  await publishEvents(deps, list.account_id, events, calls.length > 0 ? list : undefined);
}

/**
 * A retried round job (its first run committed the claim, then failed before handing every
 * call to the provider) hands them over again; outcome job ids make this a no-op otherwise.
 */
async function redialRound(deps: AppDeps, job: { listId: string; seq: number }): Promise<void> {
  const calls = await inFlightCalls(deps.db, { listId: job.listId, roundSeq: job.seq });
  for (const call of calls) await dialSimulated(deps, call);
}
