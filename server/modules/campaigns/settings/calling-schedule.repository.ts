import type { Kysely } from 'kysely';
import {
  type CallingSchedule,
  CallingScheduleSchema,
  DEFAULT_CALLING_SCHEDULE,
} from '../../../../shared/dialer/calling-schedule';
import type { Database } from '../../../db/types';

type Conn = Kysely<Database>;

/** A stored schedule, or null when there is none (or it no longer parses). */
export function storedSchedule(json: unknown): CallingSchedule | null {
  if (json === null || json === undefined) return null;
  const parsed = CallingScheduleSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The account's calling hours (its defaults), or the built-in default. */
export async function accountSchedule(db: Conn, accountId: string): Promise<CallingSchedule> {
  const row = await db
    .selectFrom('campaign_defaults')
    .select('calling_schedule')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return storedSchedule(row?.calling_schedule) ?? DEFAULT_CALLING_SCHEDULE;
}

/** Each list's calling hours: its own, or its account's; defaults read once per account. */
export async function schedulesOfLists(
  db: Conn,
  lists: readonly { id: string; account_id: string; calling_schedule: unknown }[],
): Promise<Map<string, CallingSchedule>> {
  const result = new Map<string, CallingSchedule>();
  const following = new Set<string>();
  for (const list of lists) {
    const own = storedSchedule(list.calling_schedule);
    if (own) result.set(list.id, own);
    else following.add(list.account_id);
  }
  if (following.size === 0) return result;
  const rows = await db
    .selectFrom('campaign_defaults')
    .select(['account_id', 'calling_schedule'])
    .where('account_id', 'in', [...following])
    .execute();
  const byAccount = new Map(
    rows.map((row) => [row.account_id, storedSchedule(row.calling_schedule)]),
  );
  for (const list of lists) {
    if (!result.has(list.id)) {
      result.set(list.id, byAccount.get(list.account_id) ?? DEFAULT_CALLING_SCHEDULE);
    }
  }
  return result;
}

/** Per list, its window keys (a few dozen at most). */
export async function windowKeysOfLists(
  db: Conn,
  listIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(listIds.map((id) => [id, []]));
  if (listIds.length === 0) return result;
  const rows = await db
    .selectFrom('list_window_keys')
    .select(['list_id', 'window_key'])
    .where('list_id', 'in', [...listIds])
    .orderBy('window_key')
    .execute();
  for (const row of rows) result.get(row.list_id)?.push(row.window_key);
  return result;
}

/** Records the keys a list's contacts carry (keys already known stay). */
export async function addWindowKeys(db: Conn, listId: string, keys: Iterable<string>) {
  const values = [...new Set(keys)].map((window_key) => ({ list_id: listId, window_key }));
  if (values.length === 0) return;
  await db
    .insertInto('list_window_keys')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
