import type { StormFacts } from './storm-facts';

const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "2026-05-20" → "May 20, 2026" (every alert text carries the year). */
export function alertDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${SHORT_MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/**
 * '1.75" hail near Plano, TX on May 20, 2026 — 30 of your contacts inside the area can be called.
 * Build a call list': the count is the storm list's own (its preview counts the same way).
 */
export function alertMessage(
  storm: Pick<StormFacts, 'sizeInches' | 'city' | 'date'>,
  callable: number,
): string {
  return `${storm.sizeInches}" hail near ${storm.city} on ${alertDate(storm.date)} — ${callable} of your contacts inside the area can be called. Build a call list`;
}

/** The parameters of Storm Data's search that "Build a call list" opens, the list ready. */
export type StormSearchLink = {
  address: string;
  radiusMiles: number;
  from: string;
  to: string;
  eventId: string;
};

export function stormSearchPath(storm: StormFacts): string {
  const query = new URLSearchParams({
    address: storm.address,
    radius: String(storm.radiusMiles),
    from: storm.date,
    to: storm.date,
    event: storm.eventId,
  });
  return `/dashboard/storm-data?${query}`;
}

/** The search a Storm Data address carries (null when it carries none or a broken one). */
export function stormSearchOf(search: string): StormSearchLink | null {
  const query = new URLSearchParams(search);
  const [address, radius, from, to, eventId] = ['address', 'radius', 'from', 'to', 'event'].map(
    (name) => query.get(name) ?? '',
  );
  const date = /^\d{4}-\d{2}-\d{2}$/;
  const radiusMiles = Number(radius);
  if (!address || !date.test(from!) || !date.test(to!) || !/^\d{1,18}$/.test(eventId!)) return null;
  if (!(radiusMiles >= 1 && radiusMiles <= 50)) return null;
  return { address: address!, radiusMiles, from: from!, to: to!, eventId: eventId! };
}
