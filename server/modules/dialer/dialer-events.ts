import type { CampaignState } from '../../../shared/dialer/contact-status';
import type { AccountEvent } from '../../../shared/events';
import type { AppDeps } from '../../deps';
import { countsByStatus } from '../contacts/contact-lists.repository';

type EventDeps = Pick<AppDeps, 'db' | 'events' | 'logger'>;

/**
 * Publishes after commit. The rows are already the truth, so a failed publish is logged, never
 * retried (a tab that missed it refetches on reconnect).
 */
export async function publishEvents(
  deps: EventDeps,
  accountId: string,
  events: AccountEvent[],
  withProgressOf?: { id: string; contact_count: number },
): Promise<void> {
  try {
    const all = withProgressOf ? [...events, await progressEvent(deps, withProgressOf)] : events;
    await deps.events.publishManyToAccount(accountId, all);
  } catch (error) {
    deps.logger.warn({ err: error, accountId }, 'could not publish dialer events');
  }
}

export async function progressEvent(
  deps: Pick<AppDeps, 'db'>,
  list: { id: string; contact_count: number },
): Promise<AccountEvent> {
  return {
    type: 'campaign.progress',
    listId: list.id,
    counts: (await countsByStatus(deps.db, [list])).get(list.id)!,
    total: list.contact_count,
  };
}

export function stateEvent(list: {
  id: string;
  state: CampaignState;
  next_run_at: Date | null;
}): AccountEvent {
  return {
    type: 'campaign.state',
    listId: list.id,
    state: list.state,
    nextRunAt: list.next_run_at?.toISOString() ?? null,
  };
}
