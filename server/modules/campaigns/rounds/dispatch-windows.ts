import type { Kysely } from 'kysely';
import type { CallingSchedule } from '../../../../shared/dialer/calling-schedule';
import type { Database } from '../../../db/types';
import { isWindowOpen, nextWindowOpening, type OpenListKey } from '../policy/calling-hours';
import { schedulesOfLists } from '../settings/calling-schedule.repository';
import type { CallingClock } from './calling-clock';

/** The calling windows of some campaign calls at the dispatch instant (`callingNow`). */
export type DispatchWindows = {
  /** The calling clock's instant the decision is made at. */
  callingNow: Date;
  /** Each call's list and window key open at that instant. */
  open: OpenListKey[];
  /** The calls' window keys and list schedules, for when a refused call may be dialled again. */
  keyOf: Map<string, { key: string; schedule: CallingSchedule }>;
};

/**
 * Reads the calls' lists, schedules and window keys and finds which are open at the dispatch
 * instant of the calling clock (`policy/calling-hours.ts`). A key that changes after this read is
 * not among the open ones, so the check refuses rather than dials.
 */
export async function dispatchWindows(
  db: Kysely<Database>,
  callIds: readonly string[],
  clock: CallingClock,
): Promise<DispatchWindows> {
  const callingNow = clock.now();
  const rows = await db
    .selectFrom('calls as k')
    .innerJoin('contacts as c', 'c.id', 'k.contact_id')
    .innerJoin('contact_lists as l', 'l.id', 'c.list_id')
    .select(['k.id as call_id', 'l.id', 'l.account_id', 'l.calling_schedule', 'c.window_key'])
    .where('k.id', 'in', [...callIds])
    .where('k.list_id', 'is not', null)
    .execute();
  const schedules = await schedulesOfLists(db, rows);
  const open = new Map<string, OpenListKey>();
  const keyOf = new Map<string, { key: string; schedule: CallingSchedule }>();
  for (const row of rows) {
    if (row.window_key === null) continue;
    const schedule = schedules.get(row.id)!;
    keyOf.set(row.call_id, { key: row.window_key, schedule });
    if (isWindowOpen(row.window_key, schedule, callingNow)) {
      open.set(`${row.id}|${row.window_key}`, { listId: row.id, key: row.window_key });
    }
  }
  return { callingNow, open: [...open.values()], keyOf };
}

/**
 * When a call refused for its calling hours may be dialled again: its window's next opening in
 * real time, or now when none is in sight (the claim takes it only inside a window anyway).
 */
export function nextOpeningOf(windows: DispatchWindows, callId: string, clock: CallingClock) {
  const known = windows.keyOf.get(callId);
  const opening = known && nextWindowOpening(known.key, known.schedule, windows.callingNow);
  return opening ? clock.toReal(opening.at) : new Date();
}
