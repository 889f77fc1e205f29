import { analysisValue, OPTED_OUT_FIELD } from '../../../shared/agents/post-call-analysis';
import { cleanProviderValue } from '../../../shared/validation/unicode-text';
import type { AppDeps } from '../../deps';
import { publishEvents } from '../../events/publish-events';
import { verdictOfEndedCall } from '../../integrations/retell/disconnection-outcome';
import {
  ENDED_CALL_EVENTS,
  RetellWebhookShape,
} from '../../integrations/retell/retell-webhook-shape';
import type { JobPayload } from '../../queue/jobs';
import type { CampaignPort } from '../voice-provider';
import {
  findProviderCall,
  loadEvent,
  markConnected,
  markProcessed,
  saveCallFacts,
} from './provider-events.repository';

const OPEN = new Set(['in-progress', 'awaiting-analysis']);

/**
 * Processes one stored Retell event. Every event adds what it reports to our call row.
 * `call_started` marks the call connected. `call_ended` / `call_analyzed` of a call we placed
 * end it through the one outcome path, with the status from the disconnection table; a call
 * Retell never placed goes to `recordNotPlaced`. A conversation's status needs the analysis
 * (Completed, voicemail): `call_ended` frees its slot and the status waits for `call_analyzed` up
 * to the configured time, then is decided from what arrived. Idempotent and order-tolerant: an
 * ended call is left alone, a processed event is not processed again.
 */
export async function processProviderEvent(
  deps: AppDeps,
  campaigns: CampaignPort,
  payload: JobPayload<'provider-event'>,
): Promise<void> {
  const stored = await loadEvent(deps.db, payload.eventId);
  if (!stored || stored.processed_at) return;
  const done = () => markProcessed(deps.db, stored.id);

  const { call } = RetellWebhookShape.parse(cleanProviderValue(JSON.parse(stored.payload)));
  const ours = await findProviderCall(
    deps.db,
    stored.account_id,
    stored.provider,
    call.call_id,
    call.metadata?.call_id,
  );
  if (!ours) return done();
  await saveCallFacts(deps.db, ours.id, call);
  // Before the outcome: a contact's outcome then lands as 'Do Not Call'.
  if (analysisValue(call.call_analysis?.custom_analysis_data, OPTED_OUT_FIELD) === true) {
    await campaigns.optedOut(ours.id);
  }

  if (stored.event === 'call_started') {
    if (OPEN.has(ours.state) && (await markConnected(deps.db, ours.id, new Date()))) {
      await publishEvents(deps, stored.account_id, [
        ours.list_id
          ? { type: 'call.connected', listId: ours.list_id, callId: ours.id }
          : {
              type: 'test-call.updated',
              callId: ours.id,
              agentId: ours.voice_agent_id,
              state: 'connected',
              outcome: null,
              reason: null,
            },
      ]);
    }
    return done();
  }
  if (stored.event === 'call_analyzed' && !OPEN.has(ours.state)) {
    await campaigns.analysedAfterEnd(ours.id);
  }
  if (!ENDED_CALL_EVENTS.includes(stored.event) || !OPEN.has(ours.state)) return done();

  const verdict = verdictOfEndedCall(call);
  if (verdict.kind === 'not-placed') {
    const reason = call.disconnection_reason ?? 'not placed';
    await campaigns.notPlaced([
      {
        callId: ours.id,
        reason,
        pauseWith: verdict.pause ? `Retell refused the call: ${reason}` : null,
        retryAt: new Date(Date.now() + deps.config.retell.rateLimitBackoffMs),
      },
    ]);
    return done();
  }
  if (verdict.conversation && stored.event === 'call_ended' && !payload.decideAt) {
    await campaigns.slotFreed(ours.id);
    const decideAt = new Date(Date.now() + deps.config.retell.analysisWaitMs);
    await deps.queues.add('provider-event', {
      eventId: stored.id,
      decideAt: decideAt.toISOString(),
    });
    return;
  }
  await campaigns.outcome(ours.id, verdict.status);
  return done();
}
