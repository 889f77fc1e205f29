import { CALL_OUTCOMES, type CallOutcome } from '../../../shared/dialer/contact-status';
import type { AppDeps } from '../../deps';
import { verdictOfEndedCall } from '../../integrations/retell/disconnection-outcome';
import {
  ENDED_CALL_EVENTS,
  RetellWebhookShape,
} from '../../integrations/retell/retell-webhook-shape';
import type { JobPayload } from '../../queue/jobs';
import { recordOutcome } from '../dialer/record-outcome.service';
import {
  findProviderCall,
  loadEvent,
  markProcessed,
  saveCallFacts,
} from './provider-events.repository';

const isCallOutcome = (status: string): status is CallOutcome =>
  (CALL_OUTCOMES as readonly string[]).includes(status);

/**
 * Processes one stored Retell event. `call_ended` / `call_analyzed` of a call we placed end it
 * through the one outcome path, with the status from the disconnection table. A conversation's
 * status needs the analysis (Completed, voicemail): after `call_ended` it waits for
 * `call_analyzed` up to the configured time, then is decided from what arrived. Idempotent and
 * order-tolerant: an ended call is left alone, a processed event is not processed again.
 */
export async function processProviderEvent(
  deps: AppDeps,
  payload: JobPayload<'provider-event'>,
): Promise<void> {
  const stored = await loadEvent(deps.db, payload.eventId);
  if (!stored || stored.processed_at) return;
  const done = () => markProcessed(deps.db, stored.id);
  if (!ENDED_CALL_EVENTS.includes(stored.event)) return done();

  const { call } = RetellWebhookShape.parse(JSON.parse(stored.payload));
  const ours = await findProviderCall(deps.db, stored.account_id, stored.provider, call.call_id);
  if (!ours) return done();
  await saveCallFacts(deps.db, ours.id, {
    disconnectionReason: call.disconnection_reason ?? null,
    durationMs: call.duration_ms ?? null,
  });
  if (ours.state !== 'in-progress') return done();

  const verdict = verdictOfEndedCall(call);
  if (verdict.kind === 'placed' && verdict.conversation && stored.event === 'call_ended') {
    if (!payload.decideAt) {
      const decideAt = new Date(Date.now() + deps.config.retell.analysisWaitMs);
      await deps.queues.add('provider-event', {
        eventId: stored.id,
        decideAt: decideAt.toISOString(),
      });
      return;
    }
  }
  // 'Invalid Number' and calls never placed need the calls migration of the real-calls issue;
  // until then such a call stays in progress and the sweeper resolves it.
  if (verdict.kind === 'placed' && isCallOutcome(verdict.status)) {
    await recordOutcome(deps, ours.id, verdict.status);
  } else {
    deps.logger.warn(
      { callId: ours.id, reason: call.disconnection_reason },
      'provider outcome not recorded yet',
    );
  }
  return done();
}
