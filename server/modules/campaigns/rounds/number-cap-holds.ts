import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';
import { NUMBER_CALL_CAP, numberCapUntilSql } from '../policy/number-call-cap';

/**
 * Folds the per-number cap into next_eligible_at: every contact of the account (any list) sharing
 * a number with `contactIds` whose number reached its cap waits until the cap lets it go, with
 * the reason stored. After calls are placed and after outcomes (contacts_account_phone_idx).
 */
export async function holdNumberCappedContacts(
  db: Kysely<Database>,
  contactIds: readonly number[],
): Promise<void> {
  if (contactIds.length === 0) return;
  await sql`
    update contacts c set next_eligible_at = h.until, skip_reason = ${NUMBER_CALL_CAP.code}
    from (
      select x.id, ${numberCapUntilSql('x')} as until
      from (
        select distinct account_id, phone_number from contacts
        where id = any(${contactIds}::bigint[])
      ) n
      cross join lateral (
        select s.id, s.account_id, s.phone_number, s.call_cap_24h, s.next_eligible_at
        from contacts s
        where s.account_id = n.account_id and s.phone_number = n.phone_number
        offset 0
      ) x
      where x.next_eligible_at is not null
    ) h
    where c.id = h.id and h.until > c.next_eligible_at`.execute(db);
}
