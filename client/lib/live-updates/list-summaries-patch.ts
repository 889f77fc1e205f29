import type { AccountEvent } from '../../../shared/events';
import type { ListSummary } from '../dialer-types';

export type ListEvent = Extract<AccountEvent, { type: 'campaign.progress' | 'campaign.state' }>;

/**
 * The list summaries with a live campaign event applied. Returns the same array when the list is
 * unknown (the caller refetches then) or nothing changed.
 */
export function patchListSummaries<T extends ListSummary>(
  lists: readonly T[] | undefined,
  event: ListEvent,
): readonly T[] | undefined {
  if (!lists) return lists;
  const index = lists.findIndex((list) => list.id === event.listId);
  if (index === -1) return lists;
  const list = lists[index]!;
  const next: T =
    event.type === 'campaign.progress'
      ? { ...list, counts: event.counts, contactCount: event.total }
      : {
          ...list,
          state: event.state,
          nextRunAt: event.nextRunAt,
          pauseReason: event.state === 'paused' ? (event.pauseReason ?? list.pauseReason) : null,
          endReason: event.state === 'completed' ? (event.endReason ?? null) : null,
          waitReason: event.state === 'waiting' ? (event.waitReason ?? null) : null,
          waitZone: event.state === 'waiting' ? (event.waitZone ?? null) : null,
          queuedSince: event.state === 'queued' ? (event.queuedSince ?? list.queuedSince) : null,
        };
  const copy = lists.slice();
  copy[index] = next;
  return copy;
}

export function hasList(lists: readonly ListSummary[] | undefined, listId: string): boolean {
  return lists?.some((list) => list.id === listId) ?? false;
}
