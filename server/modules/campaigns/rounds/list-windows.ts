import { sql, type Transaction } from 'kysely';
import type { CallingSchedule } from '../../../../shared/dialer/calling-schedule';
import type { Database } from '../../../db/types';
import { isWindowOpen, nextWindowOpening } from '../policy/calling-hours';
import { consentAllowsSql } from '../policy/consent';
import { mayDialSql } from '../policy/do-not-call';
import { everEligibleSql } from '../policy/redial-eligibility';
import { schedulesOfLists, windowKeysOfLists } from '../settings/calling-schedule.repository';
import type { CallingClock } from './calling-clock';

type Trx = Transaction<Database>;

/** A list's calling windows at one instant: its schedule, its keys and those open now. */
export type ListWindows = {
  /** False while the list's contacts wait for their zones (contact-zones.job.ts). */
  ready: boolean;
  schedule: CallingSchedule;
  keys: string[];
  open: string[];
};

type ListColumns = {
  id: string;
  account_id: string;
  calling_schedule: unknown;
  zones_ready: boolean;
};

/** Each list's windows at `callingNow` (a time of the calling clock). */
export async function listWindows(
  trx: Trx,
  lists: readonly ListColumns[],
  callingNow: Date,
): Promise<Map<string, ListWindows>> {
  const schedules = await schedulesOfLists(trx, lists);
  const keys = await windowKeysOfLists(
    trx,
    lists.map((list) => list.id),
  );
  return new Map(
    lists.map((list) => [
      list.id,
      windowsOf(list.zones_ready, schedules.get(list.id)!, keys.get(list.id) ?? [], callingNow),
    ]),
  );
}

/** One list's windows from its schedule and keys (none open while its zones are pending). */
export function windowsOf(
  ready: boolean,
  schedule: CallingSchedule,
  keys: string[],
  callingNow: Date,
): ListWindows {
  const open = ready ? keys.filter((key) => isWindowOpen(key, schedule, callingNow)) : [];
  return { ready, schedule, keys, open };
}

/** When a list can next dial someone: real time, the zone whose hours open then, and why. */
export type NextCall = { at: Date; zone: string | null; byWindow: boolean };

/**
 * Per list, the earliest real time anyone may be dialled: per window key, the earliest eligible
 * contact (contacts_list_window_idx), moved to the key's next opening in the contacts' zones when
 * it falls outside. Lists nobody can ever be dialled on are absent.
 */
export async function nextCalls(
  trx: Trx,
  windows: ReadonlyMap<string, ListWindows>,
  listIds: readonly string[],
  clock: CallingClock,
  realCalls: boolean,
): Promise<Map<string, NextCall>> {
  const pairs = listIds.flatMap((listId) =>
    (windows.get(listId)?.keys ?? []).map((key) => ({ listId, key })),
  );
  if (pairs.length === 0) return new Map();
  const { rows } = await sql<{ list_id: string; window_key: string; at: Date }>`
    select w.list_id, w.window_key, e.at
    from unnest(${pairs.map((p) => p.listId)}::uuid[], ${pairs.map((p) => p.key)}::text[])
      as w(list_id, window_key)
    cross join lateral (
      select next_eligible_at as at from contacts
      where list_id = w.list_id and window_key = w.window_key and ${everEligibleSql}
        and ${mayDialSql('contacts')} and ${consentAllowsSql('contacts', realCalls)}
      order by next_eligible_at limit 1
    ) e`.execute(trx);
  const callingNow = clock.now();
  const result = new Map<string, NextCall>();
  for (const row of rows) {
    const from = new Date(Math.max(clock.fromReal(row.at).getTime(), callingNow.getTime()));
    const opening = nextWindowOpening(row.window_key, windows.get(row.list_id)!.schedule, from);
    if (!opening) continue;
    const next: NextCall = {
      at: clock.toReal(opening.at),
      zone: opening.zone,
      byWindow: opening.at.getTime() > from.getTime(),
    };
    const known = result.get(row.list_id);
    if (!known || next.at < known.at) result.set(row.list_id, next);
  }
  return result;
}

/** The window keys of one list open at `callingNow` (for a claim outside a round). */
export async function openKeysOfList(trx: Trx, listId: string, callingNow: Date) {
  const list = await trx
    .selectFrom('contact_lists')
    .select(['id', 'account_id', 'calling_schedule', 'zones_ready'])
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();
  return (await listWindows(trx, [list], callingNow)).get(listId)!.open;
}
