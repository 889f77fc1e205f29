import { sql } from 'kysely';
import { toE164 } from '../../../../shared/phone/normalize-phone';
import type { AppDeps } from '../../../deps';
import { publishEvents } from '../../../events/publish-events';
import { applyCheckedNumbers } from '../model/contact-number-facts';
import { phoneRegionOf } from './phone-region.repository';

const BATCH = 5_000;

type Deps = Pick<AppDeps, 'db' | 'events' | 'logger' | 'queues'>;

/**
 * Normalises the numbers of lists imported before numbers were checked, one list and one batch
 * at a time: E.164 where valid; a Not Called contact with an invalid number becomes 'Invalid
 * Number' and is never dialled. The original text is kept. Idempotent: a batch only takes rows
 * without `phone_original`, so a stalled job resumes where it stopped.
 */
export async function normalizeListNumbers(deps: Deps): Promise<void> {
  const list = await deps.db
    .selectFrom('contact_lists')
    .select(['id', 'account_id', 'contact_count'])
    .where('numbers_checked', '=', false)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (!list) return;
  const region = await phoneRegionOf(deps.db, list.account_id);
  let done = 0;
  for (;;) {
    const rows = await deps.db
      .selectFrom('contacts')
      .select(['id', 'phone_number'])
      .where('list_id', '=', list.id)
      .where('phone_original', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    const ids = rows.map((row) => String(row.id));
    const numbers = rows.map((row) => toE164(row.phone_number, region));
    await applyCheckedNumbers(deps.db, ids, numbers);
    done += rows.length;
    deps.logger.info(
      { listId: list.id, done, total: list.contact_count },
      'normalising phone numbers',
    );
  }
  await sql`
    update contact_lists set numbers_checked = true,
      invalid_count = (select count(*) from contacts
        where list_id = ${list.id} and status = 'Invalid Number')
    where id = ${list.id}`.execute(deps.db);
  await publishEvents(deps, list.account_id, [{ type: 'list.changed', listId: list.id }]);
  // The next list, if any, in its own job.
  await deps.queues.add('normalize-numbers', {});
  await deps.queues.add('contact-zones', {});
}
