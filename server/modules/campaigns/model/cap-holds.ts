import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/types';
import { NUMBER_CALL_CAP, numberCapUntilSql } from '../policy/number-call-cap';
import { capHoldsUntilSql, STATE_CALL_CAP } from '../policy/state-call-cap';

type Conn = Kysely<Database>;

/**
 * Both 24-hour caps folded into next_eligible_at, with the cap stored as the skip reason: a
 * contact either cap holds back waits until it lets the contact go. Only model/ calls these, and
 * always both together (`holdCappedContacts`), so no write releases a contact a cap still holds.
 */

/**
 * The states' cap for the contacts `which` picks (alias x). `which` alone drives the plan
 * (offset 0 keeps the other filters out of the subquery): with stale statistics the planner
 * otherwise walked every contact waiting for a next call.
 */
async function holdStateCapped(db: Conn, which: RawBuilder<boolean>) {
  await sql`
    update contacts c set next_eligible_at = h.until, skip_reason = ${STATE_CALL_CAP.code}
    from (
      select x.id, ${capHoldsUntilSql(sql.ref('x.id'), sql.ref('x.call_cap_24h'))} as until
      from (select x.id, x.call_cap_24h, x.next_eligible_at from contacts x where ${which} offset 0) x
      where x.call_cap_24h is not null and x.next_eligible_at is not null
    ) h
    where c.id = h.id and h.until > c.next_eligible_at and h.until > now()`.execute(db);
}

/**
 * The per-number cap (all lists) for the contacts `targets` gives: a subquery of contacts rows
 * (alias x) with id, account_id, phone_number, call_cap_24h and next_eligible_at.
 */
async function holdNumberCapped(db: Conn, targets: RawBuilder<unknown>) {
  await sql`
    update contacts c set next_eligible_at = h.until, skip_reason = ${NUMBER_CALL_CAP.code}
    from (
      select x.id, ${numberCapUntilSql('x')} as until
      from (${targets}) x
      where x.next_eligible_at is not null
    ) h
    where c.id = h.id and h.until > c.next_eligible_at and h.until > now()`.execute(db);
}

/** Both caps for the contacts `which` picks (alias x). */
export async function holdCappedContacts(db: Conn, which: RawBuilder<boolean>) {
  await holdStateCapped(db, which);
  await holdNumberCapped(
    db,
    sql`select x.id, x.account_id, x.phone_number, x.call_cap_24h, x.next_eligible_at
      from contacts x where ${which} offset 0`,
  );
}

/**
 * After calls are placed or end: both caps for these contacts, and the per-number cap for every
 * other contact of the account (any list) sharing their numbers (contacts_account_phone_idx).
 */
export async function holdCappedAfterCalls(db: Conn, contactIds: readonly number[]) {
  if (contactIds.length === 0) return;
  await holdStateCapped(db, sql`x.id = any(${contactIds}::bigint[])`);
  // Per number, its contacts by index (contacts_account_phone_idx); offset 0 keeps it a probe.
  await holdNumberCapped(
    db,
    sql`select s.id, s.account_id, s.phone_number, s.call_cap_24h, s.next_eligible_at
      from (
        select distinct account_id, phone_number from contacts
        where id = any(${contactIds}::bigint[])
      ) n
      cross join lateral (
        select s.id, s.account_id, s.phone_number, s.call_cap_24h, s.next_eligible_at
        from contacts s
        where s.account_id = n.account_id and s.phone_number = n.phone_number
        offset 0
      ) s`,
  );
}

/**
 * The per-number cap for a list's never-called contacts, when it starts: contacts uploaded after
 * their numbers' calls were placed in other lists have no hold yet (`holdCappedAfterCalls` held
 * only the contacts that existed then), and a list must not spin on them.
 */
export async function holdNumberCappedOfList(db: Conn, listId: string) {
  await holdNumberCapped(
    db,
    sql`select x.id, x.account_id, x.phone_number, x.call_cap_24h, x.next_eligible_at
      from contacts x where x.list_id = ${listId} and x.status = 'Not Called' offset 0`,
  );
}
