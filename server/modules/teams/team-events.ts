import type { AccountEvent } from '../../../shared/events';
import type { AppDeps } from '../../deps';

/**
 * Publishes after the change is committed; a Redis hiccup must not turn a saved change into an
 * error, so it is logged and open tabs catch up on their next refetch.
 */
export async function notifyAccount(
  deps: Pick<AppDeps, 'events' | 'logger'>,
  accountId: string,
  event: AccountEvent = { type: 'team.changed' },
): Promise<void> {
  try {
    await deps.events.publishToAccount(accountId, event);
  } catch (err) {
    deps.logger.warn({ err, accountId, type: event.type }, 'could not publish team event');
  }
}
