import type { CallOutcome } from '../../../shared/dialer/contact-status';
import { nextEligibleAt, retryOutlook } from '../../../shared/dialer/eligibility';
import type { AccountEvent } from '../../../shared/events';
import type { AppDeps } from '../../deps';
import { callsEndedTotal } from '../../metrics/dialer-metrics';
import { effectiveRedialSettings } from '../campaign-settings/campaign-settings.repository';
import { countCallsInFlight, lockList, updateListCampaign } from './dialer.repository';
import { publishEvents } from './dialer-events';

export type OutcomeResult = 'recorded' | 'ignored';

/**
 * The one path every call outcome takes (simulated job, provider webhook, sweeper). Idempotent:
 * a call that already ended is left alone. Contact and call change in one transaction; when the
 * last call of a running round ends, the next round is scheduled after the round pause.
 */
export async function recordOutcome(
  deps: AppDeps,
  callId: string,
  outcome: CallOutcome,
): Promise<OutcomeResult> {
  const head = await deps.db
    .selectFrom('calls')
    .select(['list_id', 'state'])
    .where('id', '=', callId)
    .executeTakeFirst();
  if (!head || head.state === 'ended') return 'ignored';

  const done = await deps.db.transaction().execute(async (trx) => {
    // Lock order everywhere: list, then calls, then contacts.
    const list = await lockList(trx, head.list_id);
    if (!list) return null;
    const call = await trx
      .selectFrom('calls')
      .select(['id', 'contact_id', 'state'])
      .where('id', '=', callId)
      .forUpdate()
      .executeTakeFirst();
    if (!call || call.state === 'ended') return null;
    const contact = await trx
      .selectFrom('contacts')
      .select(['id', 'first_name', 'attempts'])
      .where('id', '=', call.contact_id)
      .forUpdate()
      .executeTakeFirstOrThrow();

    const now = new Date();
    const settings = await effectiveRedialSettings(trx, list);
    const after = { status: outcome, attempts: contact.attempts + 1, lastAttemptAt: now };
    await trx
      .updateTable('contacts')
      .set({
        status: outcome,
        attempts: after.attempts,
        last_attempt_at: now,
        next_eligible_at: nextEligibleAt(after, settings, deps.config.dialer.retryDelayUnitMs),
      })
      .where('id', '=', contact.id)
      .execute();
    await trx
      .updateTable('calls')
      .set({ state: 'ended', outcome, ended_at: now })
      .where('id', '=', callId)
      .execute();

    let nextRound: { seq: number; runAt: Date } | null = null;
    if (list.state === 'running' && (await countCallsInFlight(trx, list.id)) === 0) {
      nextRound = {
        seq: list.round_seq + 1,
        runAt: new Date(now.getTime() + deps.config.dialer.roundPauseMs),
      };
      await updateListCampaign(trx, list.id, {
        round_seq: nextRound.seq,
        next_round_at: nextRound.runAt,
      });
    }
    return { list, contact, after, outlook: retryOutlook(after, settings), nextRound };
  });
  if (!done) return 'ignored';
  callsEndedTotal.inc({ outcome, provider: deps.config.voiceProvider });

  const { list, contact, after, outlook, nextRound } = done;
  if (nextRound) {
    await deps.queues.add('dial-round', {
      listId: list.id,
      seq: nextRound.seq,
      runAt: nextRound.runAt.toISOString(),
    });
  }
  const contactId = String(contact.id);
  const events: AccountEvent[] = [
    {
      type: 'call.ended',
      listId: list.id,
      callId,
      contactId,
      firstName: contact.first_name,
      outcome,
      attempts: after.attempts,
      outlook,
    },
    {
      type: 'contact.updated',
      listId: list.id,
      contactId,
      status: outcome,
      attempts: after.attempts,
      lastAttemptAt: after.lastAttemptAt.toISOString(),
    },
  ];
  await publishEvents(deps, list.account_id, events, list);
  return 'recorded';
}
