import type { CallOutcome } from '../../../../shared/dialer/contact-status';
import type { AppDeps } from '../../../deps';
import { AccountEvents, publishAccountEvents } from '../../../events/publish-events';
import { callsEndedTotal } from '../../../metrics/dialer-metrics';
import { addOutcomesToRollups } from '../../call-logs/call-rollups.repository';
import { progressEvents } from '../dialer-events';
import { nextEligibleAt, retryOutlook } from '../policy/redial-eligibility';
import { withNextRounds } from '../rounds/next-round';
import { redialSettingsOfLists } from '../settings/campaign-settings.repository';
import {
  endCalls,
  lockHeldLists,
  lockListsOfCalls,
  lockOpenCalls,
  recordContactResults,
} from './outcomes.repository';

export type ReportedOutcome = { callId: string; outcome: CallOutcome };

/**
 * The one path every call outcome takes (provider jobs, the sweeper). Outcomes reported together
 * are recorded in one transaction, one statement for the contacts and one for the calls, and end
 * at the same moment. Idempotent: a call that already ended is left alone. Each ended call frees
 * its campaign's slot for a round after the round pause; an account whose campaigns wait for its
 * cap gets its longest-held campaigns planned at once. Returns how many outcomes were recorded.
 */
export async function recordOutcomes(
  deps: AppDeps,
  outcomes: readonly ReportedOutcome[],
): Promise<number> {
  // The first report of a call wins, within a batch as across batches.
  const outcomeOf = new Map<string, CallOutcome>();
  for (const o of outcomes) if (!outcomeOf.has(o.callId)) outcomeOf.set(o.callId, o.outcome);
  if (outcomeOf.size === 0) return 0;
  const callIds = [...outcomeOf.keys()];
  const done = await withNextRounds(deps, async (trx, rounds) => {
    // Lock order everywhere: lists, then calls, then contacts.
    const lists = await lockListsOfCalls(trx, callIds);
    const open = await lockOpenCalls(trx, callIds);
    if (open.length === 0) return null;
    const now = new Date();
    // Test calls (no list) just end; campaign calls also move their contact on.
    const calls = open.flatMap((call) =>
      call.list_id !== null && call.contact_id !== null
        ? [{ ...call, list_id: call.list_id, contact_id: call.contact_id }]
        : [],
    );
    const testCalls = open.filter((call) => call.list_id === null);
    const settingsOf = await redialSettingsOfLists(trx, lists);
    const unit = deps.config.dialer.retryDelayUnitMs;
    const results = calls.map((call) => {
      const settings = settingsOf.get(call.list_id)!;
      const after = { status: outcomeOf.get(call.id)!, attempts: call.attempt, lastAttemptAt: now };
      return {
        call,
        after,
        outlook: retryOutlook(after, settings),
        nextEligibleAt: nextEligibleAt(after, settings, unit),
      };
    });
    const firstNames = await recordContactResults(
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
    await addOutcomesToRollups(
      trx,
      open.map((call) => call.id),
    );

    // Each freed slot is refilled a round pause after its call ended.
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
    return { lists, results, firstNames, testCalls };
  });
  if (!done) return 0;

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
        firstName: done.firstNames.get(call.contact_id) ?? '',
        outcome: after.status,
        attempts: after.attempts,
        outlook,
      },
      {
        type: 'contact.updated',
        listId: call.list_id,
        contactId,
        status: after.status,
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
  const accountOf = new Map(done.lists.map((list) => [list.id, list.account_id]));
  for (const progress of await progressEvents(deps, done.lists)) {
    events.add(accountOf.get(progress.listId)!, progress);
  }
  await publishAccountEvents(deps, events.byAccount);
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
