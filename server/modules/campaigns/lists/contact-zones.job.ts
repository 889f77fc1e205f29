import type { AppDeps } from '../../../deps';
import { publishEvents } from '../../../events/publish-events';
import { applyContactZones } from '../model/contact-number-facts';
import { contactZoneRow, zipAndStateOf } from '../model/contact-zone-rows';
import { withNextRounds } from '../rounds/next-round';
import { addWindowKeys, schedulesOfLists } from '../settings/calling-schedule.repository';

const BATCH = 2_000;

type Deps = Pick<AppDeps, 'db' | 'events' | 'logger' | 'queues'>;

/**
 * Gives the contacts of one list without zones (lists imported before calling hours, or whose
 * default state changed) their zones and window keys, a batch at a time; then the list is ready
 * and a running or waiting campaign plans its round. Idempotent: a batch takes only contacts
 * without a window key, so a stalled job resumes where it stopped.
 */
export async function computeListZones(deps: Deps): Promise<void> {
  const list = await deps.db
    .selectFrom('contact_lists')
    .select(['id', 'account_id', 'calling_schedule', 'state'])
    .where('zones_ready', '=', false)
    // Numbers are normalised first (normalize-numbers.job.ts queues this job when done).
    .where('numbers_checked', '=', true)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (!list) return;
  const schedule = (await schedulesOfLists(deps.db, [list])).get(list.id)!;
  let after = 0;
  for (;;) {
    const rows = await deps.db
      .selectFrom('contacts')
      .select(['id', 'phone_number', 'extra'])
      .where('list_id', '=', list.id)
      .where('window_key', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const zoneRows = [];
    for (const row of rows) {
      zoneRows.push(
        await contactZoneRow({
          phoneNumber: row.phone_number,
          ...zipAndStateOf(row.extra),
          defaultState: schedule.defaultState,
        }),
      );
    }
    await addWindowKeys(
      deps.db,
      list.id,
      zoneRows.map((z) => z.windowKey),
    );
    await applyContactZones(
      deps.db,
      rows.map((r) => String(r.id)),
      zoneRows,
    );
  }
  await withNextRounds(deps, async (trx, rounds) => {
    const ready = await trx
      .updateTable('contact_lists')
      .set({ zones_ready: true })
      .where('id', '=', list.id)
      .returning('state')
      .executeTakeFirst();
    if (ready && (ready.state === 'running' || ready.state === 'waiting')) {
      await rounds.plan([{ listId: list.id, at: new Date() }]);
    }
  });
  deps.logger.info({ listId: list.id }, 'contact zones computed');
  await publishEvents(deps, list.account_id, [{ type: 'list.changed', listId: list.id }]);
  // The next list, if any, in its own job.
  await deps.queues.add('contact-zones', {});
}
