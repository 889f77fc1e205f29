import type { AppDeps } from '../../deps';
import type { Queues } from '../../queue/queues';

/** Per queue connection: the end of the slot whose drain this process already queued. */
const queuedUntil = new WeakMap<Queues, number>();

/**
 * Wakes the provider-event drain after an event was stored (committed). Time is cut into slots of
 * `eventWakeMs`; the first event of a slot queues one drain job due at the slot's end (its id
 * names the slot, so every process shares it) and later events of that slot add nothing: that
 * job starts after each of them committed. A lost wake-up (Redis down, a clock skewed between
 * hosts) only delays the event until the recurring sweep, because the row is already stored;
 * the delivery is still answered 2xx.
 */
/**
 * Forgets the slot this process queued a drain for, as if that drain had run: for a caller that
 * drains at once instead of at the slot's end (tests that step the drain by hand), so the next
 * event of the same slot queues a wake-up again.
 */
export function forgetQueuedWakeUp(queues: Queues): void {
  queuedUntil.delete(queues);
}

export async function wakeEventDrain(deps: AppDeps, now = Date.now()): Promise<void> {
  if ((queuedUntil.get(deps.queues) ?? 0) > now) return;
  const slot = deps.config.retell.eventWakeMs;
  const dueAt = (Math.floor(now / slot) + 1) * slot;
  queuedUntil.set(deps.queues, dueAt);
  try {
    await deps.queues.add('provider-events-drain', { dueAt: new Date(dueAt).toISOString() });
  } catch (error) {
    queuedUntil.delete(deps.queues);
    deps.logger.warn({ err: error }, 'provider event wake-up lost; the sweep will drain it');
  }
}
