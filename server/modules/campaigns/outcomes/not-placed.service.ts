import type { Transaction } from 'kysely';
import type { AccountEvent } from '../../../../shared/events';
import type { Database } from '../../../db/types';
import type { AppDeps } from '../../../deps';
import { AccountEvents, publishAccountEvents } from '../../../events/publish-events';
import type { NotPlacedReport } from '../../../voice/voice-provider';
import { addProgressEvents, stateEvent } from '../dialer-events';
import { requeueContacts } from '../model/contact-results';
import { closePlacedRecords } from '../rounds/dial-records';
import { type RoundPlanner, withNextRounds } from '../rounds/next-round';
import { setCampaignStates } from '../state/campaign-state';
import { lockListsOfCalls, lockOpenCalls, markCallsNotPlaced } from './outcomes.repository';

export type { NotPlacedReport };

/** Inside the transaction: the refused calls, their contacts re-queued, campaigns paused. */
async function recordLocked(
  trx: Transaction<Database>,
  rounds: RoundPlanner,
  reportOf: ReadonlyMap<string, NotPlacedReport>,
) {
  const lists = await lockListsOfCalls(trx, [...reportOf.keys()]);
  const open = await lockOpenCalls(trx, [...reportOf.keys()]);
  if (open.length === 0) return null;
  const notPlaced = open.map((call) => ({
    callId: call.id,
    reason: reportOf.get(call.id)!.reason,
  }));
  await markCallsNotPlaced(trx, notPlaced);
  await closePlacedRecords(trx, notPlaced);
  // One reason per campaign: the first refusal that pauses it.
  const pauseOf = new Map<string, string>();
  for (const call of open) {
    const { pauseWith } = reportOf.get(call.id)!;
    if (pauseWith && call.list_id && !pauseOf.has(call.list_id)) {
      pauseOf.set(call.list_id, pauseWith);
    }
  }
  const paused = (
    await setCampaignStates(
      trx,
      [...pauseOf].map(([listId, reason]) => ({ listId, state: 'paused', pauseReason: reason })),
      { onlyFrom: ['running', 'waiting'] },
    )
  ).map((change) => ({ listId: change.listId, reason: change.pauseReason! }));
  const campaignCalls = open.filter((call) => call.contact_id !== null);
  const requeued = await requeueContacts(
    trx,
    campaignCalls.map((call) => ({
      contactId: call.contact_id!,
      eligibleAt: reportOf.get(call.id)!.retryAt,
    })),
  );
  const contactById = new Map(requeued.map((row) => [Number(row.id), row]));
  const contacts = campaignCalls.flatMap((call) => {
    const contact = contactById.get(Number(call.contact_id));
    return contact ? [{ call, contact }] : [];
  });
  const pausedIds = new Set(paused.map((p) => p.listId));
  const running = lists.filter((list) => list.state === 'running' && !pausedIds.has(list.id));
  await rounds.plan(
    running.map((list) => {
      const retryAts = open
        .filter((call) => call.list_id === list.id)
        .map((call) => {
          const report = reportOf.get(call.id)!;
          return (report.roundAt ?? report.retryAt).getTime();
        });
      return { listId: list.id, at: new Date(Math.min(...retryAts)) };
    }),
  );
  return { lists, open, contacts, paused };
}

async function notPlacedEvents(
  deps: AppDeps,
  done: NonNullable<Awaited<ReturnType<typeof recordLocked>>>,
  reportOf: ReadonlyMap<string, NotPlacedReport>,
): Promise<AccountEvents> {
  const events = new AccountEvents();
  for (const { call, contact } of done.contacts) {
    const listId = call.list_id!;
    const update: AccountEvent[] = [
      {
        type: 'call.not-placed',
        listId,
        callId: call.id,
        contactId: String(contact.id),
        reason: reportOf.get(call.id)!.reason,
      },
      {
        type: 'contact.updated',
        listId,
        contactId: String(contact.id),
        status: contact.status,
        attempts: contact.attempts,
        lastAttemptAt: contact.last_attempt_at?.toISOString() ?? null,
      },
    ];
    events.add(call.account_id, ...update);
  }
  for (const call of done.open.filter((c) => c.list_id === null)) {
    events.add(call.account_id, {
      type: 'test-call.updated',
      callId: call.id,
      agentId: null,
      state: 'not-placed',
      outcome: null,
      reason: reportOf.get(call.id)!.reason,
    });
  }
  const accountOf = new Map(done.lists.map((list) => [list.id, list.account_id]));
  for (const { listId, reason } of done.paused) {
    events.add(
      accountOf.get(listId)!,
      stateEvent({ id: listId, state: 'paused', next_run_at: null, pause_reason: reason }),
    );
  }
  await addProgressEvents(deps, events, done.lists);
  return events;
}

/**
 * The other end of the one outcome path: a call the provider refused before dialling counts no
 * attempt. Its contact goes back to how it was and is re-queued; a refusal only the user can fix
 * pauses the campaign with the reason shown. Idempotent: a call no longer open is left alone.
 */
export async function recordNotPlaced(
  deps: AppDeps,
  reports: readonly NotPlacedReport[],
): Promise<number> {
  if (reports.length === 0) return 0;
  const reportOf = new Map(reports.map((r) => [r.callId, r]));
  const done = await withNextRounds(deps, (trx, rounds) => recordLocked(trx, rounds, reportOf));
  if (!done) return 0;
  const events = await notPlacedEvents(deps, done, reportOf);
  await publishAccountEvents(deps, events.byAccount);
  return done.open.length;
}
