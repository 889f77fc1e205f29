import type { AppDeps } from '../../deps';
import type { JobPayload } from '../../queue/jobs';
import type { CampaignPort } from '../voice-provider';
import { applyProviderEvents } from './provider-event-batch';
import { claimDueEvents, claimEvent, releaseEvents } from './provider-event-batch.repository';
import { takenEvents } from './taken-events';

/** Most stored events one job applies together. */
export const PROVIDER_EVENT_BATCH = 500;

/**
 * Processes stored Retell events. Every event adds what it reports to our call row.
 * `call_started` marks the call connected. `call_ended` / `call_analyzed` of a call we placed
 * end it through the one outcome path, with the status from the disconnection table; a call
 * Retell never placed goes to `recordNotPlaced`. A conversation's status needs the analysis
 * (Completed, voicemail): `call_ended` frees its slot and the status waits for `call_analyzed` up
 * to the configured time, then is decided from what arrived. Idempotent and order-tolerant: an
 * ended call is left alone, a processed event is not processed again.
 *
 * Deliveries are drained by `drainProviderEvents` (one wake-up job per time slot, and a recurring
 * sweep), a batch of up to PROVIDER_EVENT_BATCH due events at a time (oldest first, none another
 * worker holds), so a burst costs a few set-based statements per batch, not a transaction per
 * event. A `provider-event` job of one event (queued by an intake before the wake-ups) takes a
 * batch the same way, or ends at once when a batch already took its event; a
 * `decideAt` job decides its own waiting conversation.
 */
export async function processProviderEvent(
  deps: AppDeps,
  campaigns: CampaignPort,
  payload: JobPayload<'provider-event'>,
): Promise<void> {
  if (payload.decideAt) {
    await applyClaimed(deps, campaigns, await claimEvent(deps.db, payload.eventId));
    return;
  }
  // One batch at a time per process: the jobs that arrive meanwhile find their events taken by
  // the next batch, which holds everything that came in while this one ran.
  const turn = batchTurn.then(async () => {
    if (takenEvents.has(payload.eventId)) return;
    await applyClaimed(deps, campaigns, await claimDueEvents(deps.db, PROVIDER_EVENT_BATCH));
  });
  batchTurn = turn.catch(() => {});
  await turn;
}

let batchTurn: Promise<void> = Promise.resolve();

/**
 * The `provider-events-drain` job (the intake's wake-up, or the recurring sweep): applies every
 * due pending event, a batch at a time, until a claim comes back short of a full batch.
 */
export async function drainProviderEvents(deps: AppDeps, campaigns: CampaignPort): Promise<void> {
  const turn = batchTurn.then(async () => {
    for (;;) {
      const events = await claimDueEvents(deps.db, PROVIDER_EVENT_BATCH);
      await applyClaimed(deps, campaigns, events);
      if (events.length < PROVIDER_EVENT_BATCH) return;
    }
  });
  batchTurn = turn.catch(() => {});
  await turn;
}

async function applyClaimed(
  deps: AppDeps,
  campaigns: CampaignPort,
  events: Awaited<ReturnType<typeof claimEvent>>,
): Promise<void> {
  if (events.length === 0) return;
  const ids = events.map((event) => event.id);
  takenEvents.add(ids);
  try {
    await applyProviderEvents(deps, campaigns, events);
  } catch (error) {
    takenEvents.forget(ids);
    await releaseEvents(deps.db, ids);
    throw error;
  }
}
