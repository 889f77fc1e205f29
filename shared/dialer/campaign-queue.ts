/**
 * A queued campaign's place in its account's queue for a campaign slot ("Queued — 2 lists
 * ahead"): the lists queued before it, first come first served (ties by id, as the server starts
 * them).
 */
export function listsAhead(
  list: { id: string; queuedSince: string | Date | null },
  lists: readonly { id: string; state: string; queuedSince: string | Date | null }[],
): number {
  if (list.queuedSince === null) return 0;
  const at = new Date(list.queuedSince).getTime();
  return lists.filter((q) => {
    if (q.id === list.id || q.state !== 'queued' || q.queuedSince === null) return false;
    const t = new Date(q.queuedSince).getTime();
    return t < at || (t === at && q.id < list.id);
  }).length;
}
