import { analysisValue, OPTED_OUT_FIELD } from '../../../shared/agents/post-call-analysis';
import type { CallOutcome } from '../../../shared/dialer/contact-status';
import type { AccountEvent } from '../../../shared/events';
import { cleanProviderValue } from '../../../shared/validation/unicode-text';
import type { AppDeps } from '../../deps';
import { AccountEvents, publishAccountEvents } from '../../events/publish-events';
import { verdictOfEndedCall } from '../../integrations/retell/disconnection-outcome';
import {
  ENDED_CALL_EVENTS,
  type RetellCall,
  RetellWebhookShape,
} from '../../integrations/retell/retell-webhook-shape';
import type { CampaignPort, NotPlacedReport } from '../voice-provider';
import { publishCallsAnalyzed } from './call-analyzed-webhooks';
import { inboundCallRow } from './inbound-call-row';
import {
  findProviderCalls,
  holdEvents,
  markCallsConnected,
  markEventsProcessed,
  type ProviderCallRow,
  providerCallKey,
  type StoredEvent,
  saveFactsOfCalls,
} from './provider-event-batch.repository';
import { findProviderCall } from './provider-events.repository';
import { saveTransferFacts } from './transfer-facts';

const OPEN = new Set(['in-progress', 'awaiting-analysis']);

/** A stored event with its parsed call and our call row (null: not a call we placed). */
type Matched = { stored: StoredEvent; call: RetellCall; ours: ProviderCallRow | null };

/**
 * Each event's call row: one statement for the batch; per unknown call the metadata fallback,
 * then a callback's row made from its inbound metadata.
 */
async function matchCalls(deps: AppDeps, events: readonly StoredEvent[]): Promise<Matched[]> {
  const parsed = events.map((stored) => ({
    stored,
    call: RetellWebhookShape.parse(cleanProviderValue(JSON.parse(stored.payload))).call,
  }));
  const known = await findProviderCalls(
    deps.db,
    parsed.map(({ stored, call }) => ({
      accountId: stored.account_id,
      provider: stored.provider,
      providerCallId: call.call_id,
    })),
  );
  const matched: Matched[] = [];
  for (const { stored, call } of parsed) {
    const key = providerCallKey(stored.account_id, stored.provider, call.call_id);
    let ours = known.get(key) ?? null;
    if (!ours && call.metadata?.call_id) {
      const found = await findProviderCall(
        deps.db,
        stored.account_id,
        stored.provider,
        call.call_id,
        call.metadata.call_id,
      );
      ours = found ?? null;
      if (ours) known.set(key, ours);
    }
    if (!ours) {
      const inbound = await inboundCallRow(deps.db, stored.account_id, stored.provider, call);
      ours = inbound ?? null;
      if (ours) known.set(key, ours);
      // A known contact called back: its list's owner is told (once, by the job).
      if (inbound?.created && inbound.list_id) {
        await deps.queues.add('callback-notice', { callId: inbound.id });
      }
    }
    matched.push({ stored, call, ours });
  }
  return matched;
}

/** The call_started events: calls still open are connected once, and the account is told. */
async function connectStarted(deps: AppDeps, matched: readonly Matched[]) {
  const started = matched.filter(
    (m) => m.stored.event === 'call_started' && m.ours && OPEN.has(m.ours.state),
  );
  const connected = await markCallsConnected(
    deps.db,
    [...new Set(started.map((m) => m.ours!.id))],
    new Date(),
  );
  const events = new AccountEvents();
  for (const { stored, ours } of started) {
    if (!ours || !connected.delete(ours.id)) continue;
    const event: AccountEvent = ours.list_id
      ? { type: 'call.connected', listId: ours.list_id, callId: ours.id }
      : {
          type: 'test-call.updated',
          callId: ours.id,
          agentId: ours.voice_agent_id,
          state: 'connected',
          outcome: null,
          reason: null,
        };
    events.add(stored.account_id, event);
  }
  if (events.byAccount.size > 0) await publishAccountEvents(deps, events.byAccount);
}

/**
 * What the ended events of the batch decide, in the order received, as one event at a time
 * would: per call the first decisive report wins; a conversation's `call_ended` waits for its
 * analysis unless the analysis is in the batch too, or its call already waited (then it decides).
 */
function decideEnded(deps: AppDeps, matched: readonly Matched[]) {
  const outcomes: { callId: string; outcome: CallOutcome }[] = [];
  const notPlaced: NotPlacedReport[] = [];
  const waiting = new Map<string, StoredEvent>();
  const settled = new Set<string>();
  for (const { stored, call, ours } of matched) {
    if (!ENDED_CALL_EVENTS.includes(stored.event) || !ours || !OPEN.has(ours.state)) continue;
    if (settled.has(ours.id)) continue;
    const verdict = verdictOfEndedCall(call);
    if (verdict.kind === 'not-placed') {
      const reason = call.disconnection_reason ?? 'not placed';
      notPlaced.push({
        callId: ours.id,
        reason,
        pauseWith: verdict.pause ? `Retell refused the call: ${reason}` : null,
        retryAt: new Date(Date.now() + deps.config.retell.rateLimitBackoffMs),
      });
    } else if (
      verdict.conversation &&
      stored.event === 'call_ended' &&
      ours.state === 'in-progress'
    ) {
      if (!waiting.has(ours.id)) waiting.set(ours.id, stored);
      continue;
    } else {
      outcomes.push({ callId: ours.id, outcome: verdict.status });
    }
    settled.add(ours.id);
    waiting.delete(ours.id);
  }
  return { outcomes, notPlaced, waiting };
}

/** Conversations without their analysis yet: slot freed now, decided at the end of the wait. */
async function waitForAnalysis(
  deps: AppDeps,
  campaigns: CampaignPort,
  waiting: ReadonlyMap<string, StoredEvent>,
) {
  for (const callId of waiting.keys()) await campaigns.slotFreed(callId);
  const decideAt = new Date(Date.now() + deps.config.retell.analysisWaitMs);
  const ids = [...waiting.values()].map((stored) => stored.id);
  await holdEvents(deps.db, ids, decideAt);
  for (const eventId of ids) {
    await deps.queues.add('provider-event', { eventId, decideAt: decideAt.toISOString() });
  }
}

/**
 * Applies a batch of stored provider events in set-based steps: every event adds what it reports
 * to our call row (one statement), opt-outs go on the do-not-call list before any outcome,
 * call_started marks calls connected, and every decided call ends through the one outcome path in
 * one transaction (`campaigns.outcomes`). All but the waiting conversations are then processed.
 */
export async function applyProviderEvents(
  deps: AppDeps,
  campaigns: CampaignPort,
  events: readonly StoredEvent[],
): Promise<void> {
  const matched = await matchCalls(deps, events);
  const ours = matched.filter((m) => m.ours !== null);
  await saveFactsOfCalls(
    deps.db,
    ours.map((m) => ({ callId: m.ours!.id, call: m.call })),
  );
  await saveTransferFacts(
    deps.db,
    ours.map((m) => ({ callId: m.ours!.id, event: m.stored.event, call: m.call })),
  );
  await publishCallsAnalyzed(
    deps,
    ours.filter((m) => m.stored.event === 'call_analyzed').map((m) => m.ours!.id),
  );
  // Before the outcome: a contact's outcome then lands as 'Do Not Call'.
  for (const { call, ours: row } of ours) {
    if (analysisValue(call.call_analysis?.custom_analysis_data, OPTED_OUT_FIELD) === true) {
      await campaigns.optedOut(row!.id);
    }
  }
  for (const { stored, ours: row } of ours) {
    if (stored.event === 'call_analyzed' && !OPEN.has(row!.state)) {
      await campaigns.analysedAfterEnd(row!.id);
    }
  }
  await connectStarted(deps, matched);
  const { outcomes, notPlaced, waiting } = decideEnded(deps, matched);
  if (notPlaced.length > 0) await campaigns.notPlaced(notPlaced);
  if (outcomes.length > 0) await campaigns.outcomes(outcomes);
  if (waiting.size > 0) await waitForAnalysis(deps, campaigns, waiting);
  const held = new Set([...waiting.values()].map((stored) => stored.id));
  await markEventsProcessed(
    deps.db,
    events.filter((e) => !held.has(e.id)).map((e) => e.id),
  );
}
