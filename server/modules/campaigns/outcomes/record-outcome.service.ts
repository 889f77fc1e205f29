import type { Transaction } from 'kysely';
import type { CallOutcome } from '../../../../shared/dialer/contact-status';
import type { Database } from '../../../db/types';
import type { AppDeps } from '../../../deps';
import { AccountEvents, publishAccountEvents } from '../../../events/publish-events';
import { callsEndedTotal } from '../../../metrics/dialer-metrics';
import { addOutcomesToRollups } from '../../call-logs/call-rollups.repository';
import { applyLeadRules } from '../../leads/lead-rules.service';
import { publishWebhookEvents } from '../../webhooks/publish-webhook-event';
import { addProgressEvents } from '../dialer-events';
import { recordCallbacks } from '../inbound/callback-outcome';
import { recordContactResults } from '../model/contact-results';
import { nextEligibleAt, retryOutlook } from '../policy/redial-eligibility';
import { type RoundPlanner, withNextRounds } from '../rounds/next-round';
import { redialSettingsOfLists } from '../settings/campaign-settings.repository';
import { endCalls, lockHeldLists, lockListsOfCalls, lockOpenCalls } from './outcomes.repository';
import { recordVoicemailsLeft } from './voicemail-left';

export type ReportedOutcome = { callId: string; outcome: CallOutcome };

type Trx = Transaction<Database>;
type LockedList = Awaited<ReturnType<typeof lockListsOfCalls>>[number];
type OpenCall = Awaited<ReturnType<typeof lockOpenCalls>>[number];
type CampaignCall = OpenCall & { list_id: string; contact_id: number };

/** Each campaign call's contact after its outcome: status, attempts, outlook, next eligible time. */
async function contactResults(
  deps: AppDeps,
  trx: Trx,
  lists: LockedList[],
  calls: CampaignCall[],
  outcomeOf: ReadonlyMap<string, CallOutcome>,
  now: Date,
) {
  const settingsOf = await redialSettingsOfLists(trx, lists);
  const unit = deps.config.dialer.retryDelayUnitMs;
  return calls.map((call) => {
    const settings = settingsOf.get(call.list_id)!;
    const after = { status: outcomeOf.get(call.id)!, attempts: call.attempt, lastAttemptAt: now };
    return {
      call,
      after,
      outlook: retryOutlook(after, settings),
      nextEligibleAt: nextEligibleAt(after, settings, unit),
    };
  });
}

/**
 * Each freed slot is refilled a round pause after its call ended; an account whose campaigns wait
 * for its cap gets its longest-held campaigns planned at once.
 */
async function planRefills(
  deps: AppDeps,
  trx: Trx,
  rounds: RoundPlanner,
  lists: LockedList[],
  calls: CampaignCall[],
  now: Date,
) {
  const refillAt = new Date(now.getTime() + deps.config.dialer.roundPauseMs);
  const running = lists.filter((list) => list.state === 'running');
  const freedByAccount = new Map<string, number>();
  // A call that waited for its analysis freed its slot when it ended.
  for (const call of calls.filter((c) => c.state === 'in-progress')) {
    freedByAccount.set(call.account_id, (freedByAccount.get(call.account_id) ?? 0) + 1);
  }
  const held = await lockHeldLists(trx, freedByAccount);
  await rounds.plan([
    ...running.map((list) => ({ listId: list.id, at: refillAt })),
    ...held.map((listId) => ({ listId, at: now })),
  ]);
}

/** Records the locked open calls' outcomes; null when none of them is still open. */
async function recordLocked(
  deps: AppDeps,
  trx: Trx,
  rounds: RoundPlanner,
  outcomeOf: ReadonlyMap<string, CallOutcome>,
) {
  const callIds = [...outcomeOf.keys()];
  // Lock order everywhere: lists, then calls, then contacts.
  const lists = await lockListsOfCalls(trx, callIds);
  const open = await lockOpenCalls(trx, callIds);
  if (open.length === 0) return null;
  const now = new Date();
  // Test calls (no list) and callbacks just end; campaign calls also move their contact on.
  const calls = open.flatMap((call) =>
    call.list_id !== null && call.contact_id !== null && call.direction === 'outbound'
      ? [{ ...call, list_id: call.list_id, contact_id: call.contact_id }]
      : [],
  );
  const results = await contactResults(deps, trx, lists, calls, outcomeOf, now);
  const recorded = await recordContactResults(
    trx,
    results.map((r) => ({
      contactId: r.call.contact_id,
      status: r.after.status,
      attempts: r.after.attempts,
      nextEligibleAt: r.nextEligibleAt,
    })),
    now,
  );
  await endCalls(
    trx,
    open.map((call) => ({ callId: call.id, outcome: outcomeOf.get(call.id)! })),
    now,
  );
  await recordVoicemailsLeft(
    trx,
    new Map(calls.map((call) => [call.id, outcomeOf.get(call.id)!])),
    now,
  );
  await addOutcomesToRollups(
    trx,
    open.map((call) => call.id),
  );
  await publishWebhookEvents(
    trx,
    results.map(({ call, after }) => ({
      accountId: call.account_id,
      type: 'call.ended',
      data: {
        call_id: call.id,
        list_id: call.list_id,
        contact_id: String(call.contact_id),
        outcome: after.status,
        attempts: after.attempts,
      },
    })),
    now,
  );
  await planRefills(deps, trx, rounds, lists, calls, now);
  const callbacks = await recordCallbacks(trx, open, outcomeOf);
  const testCalls = open.filter((call) => call.list_id === null && call.direction === 'outbound');
  return { lists, results, recorded, testCalls, callbacks };
}

type Recorded = NonNullable<Awaited<ReturnType<typeof recordLocked>>>;

async function outcomeEvents(
  deps: AppDeps,
  done: Recorded,
  outcomeOf: ReadonlyMap<string, CallOutcome>,
): Promise<AccountEvents> {
  const events = new AccountEvents();
  for (const { call, after, outlook } of done.results) {
    callsEndedTotal.inc({ outcome: after.status, provider: deps.voice.name });
    const contactId = String(call.contact_id);
    events.add(
      call.account_id,
      {
        type: 'call.ended',
        listId: call.list_id,
        callId: call.id,
        contactId,
        firstName: done.recorded.get(Number(call.contact_id))?.firstName ?? '',
        outcome: after.status,
        attempts: after.attempts,
        outlook,
      },
      {
        type: 'contact.updated',
        listId: call.list_id,
        contactId,
        status: done.recorded.get(Number(call.contact_id))?.status ?? after.status,
        attempts: after.attempts,
        lastAttemptAt: after.lastAttemptAt.toISOString(),
      },
    );
  }
  for (const call of done.testCalls) {
    events.add(call.account_id, {
      type: 'test-call.updated',
      callId: call.id,
      agentId: null,
      state: 'ended',
      outcome: outcomeOf.get(call.id)!,
      reason: null,
    });
  }
  for (const callback of done.callbacks) {
    events.add(callback.accountId, {
      type: 'contact.updated',
      listId: callback.listId,
      contactId: String(callback.contactId),
      status: callback.status,
      attempts: callback.attempts,
      lastAttemptAt: callback.lastAttemptAt?.toISOString() ?? null,
    });
  }
  await addProgressEvents(deps, events, done.lists);
  return events;
}

/**
 * The one path every call outcome takes (provider jobs, the sweeper). Outcomes reported together
 * are recorded in one transaction, one statement for the contacts and one for the calls, and end
 * at the same moment. Idempotent: a call that already ended is left alone. Each ended call frees
 * its campaign's slot for a round after the round pause. Returns how many outcomes were recorded.
 */
export async function recordOutcomes(
  deps: AppDeps,
  outcomes: readonly ReportedOutcome[],
): Promise<number> {
  // The first report of a call wins, within a batch as across batches.
  const outcomeOf = new Map<string, CallOutcome>();
  for (const o of outcomes) if (!outcomeOf.has(o.callId)) outcomeOf.set(o.callId, o.outcome);
  if (outcomeOf.size === 0) return 0;
  const done = await withNextRounds(deps, (trx, rounds) =>
    recordLocked(deps, trx, rounds, outcomeOf),
  );
  if (!done) return 0;
  const events = await outcomeEvents(deps, done, outcomeOf);
  await publishAccountEvents(deps, events.byAccount);
  await applyLeadRules(
    deps,
    done.results.map((r) => r.call.id),
  );
  return done.results.length + done.testCalls.length;
}

/** One outcome (a provider webhook, a test): 'recorded', or 'ignored' when the call had ended. */
export async function recordOutcome(
  deps: AppDeps,
  callId: string,
  outcome: CallOutcome,
): Promise<'recorded' | 'ignored'> {
  return (await recordOutcomes(deps, [{ callId, outcome }])) > 0 ? 'recorded' : 'ignored';
}
