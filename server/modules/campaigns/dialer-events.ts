import type { CampaignState } from '../../../shared/dialer/contact-status';
import type { AccountEvent } from '../../../shared/events';
import type { AppDeps } from '../../deps';
import type { AccountEvents } from '../../events/publish-events';
import { countsByStatus } from './lists/contact-lists.repository';

/** A campaign.progress event per list, counted in one query, added to its account's events. */
export async function addProgressEvents(
  deps: Pick<AppDeps, 'db'>,
  events: AccountEvents,
  lists: readonly { id: string; account_id: string; contact_count: number }[],
): Promise<void> {
  const counts = await countsByStatus(deps.db, lists);
  for (const list of lists) {
    events.add(list.account_id, {
      type: 'campaign.progress',
      listId: list.id,
      counts: counts.get(list.id)!,
      total: list.contact_count,
    });
  }
}

export function stateEvent(list: {
  id: string;
  state: CampaignState;
  next_run_at: Date | null;
  pause_reason?: string | null;
  wait_reason?: string | null;
  wait_zone?: string | null;
  end_reason?: string | null;
  queued_since?: Date | null;
}): AccountEvent {
  return {
    type: 'campaign.state',
    listId: list.id,
    state: list.state,
    nextRunAt: list.next_run_at?.toISOString() ?? null,
    ...(list.pause_reason !== undefined && { pauseReason: list.pause_reason }),
    ...(list.wait_reason !== undefined && { waitReason: list.wait_reason }),
    ...(list.wait_zone !== undefined && { waitZone: list.wait_zone }),
    ...(list.end_reason !== undefined && { endReason: list.end_reason }),
    ...(list.queued_since !== undefined && {
      queuedSince: list.queued_since?.toISOString() ?? null,
    }),
  };
}
