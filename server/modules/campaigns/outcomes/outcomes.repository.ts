import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { CallOutcome, ContactStatus } from '../../../../shared/dialer/contact-status';
import type { Database } from '../../../db/types';
import { onDoNotCallSql } from '../policy/do-not-call';
import { capHoldsUntilSql, STATE_CALL_CAP } from '../policy/state-call-cap';
import { holdNumberCappedContacts } from '../rounds/number-cap-holds';
import type { ListRow } from '../state/campaign-state.repository';

type Trx = Transaction<Database>;

const iso = (at: Date) => at.toISOString();

/** Calls whose outcome is still to be recorded. */
export const OPEN_CALL_STATES = ['in-progress', 'awaiting-analysis'] as const;

/** Locks the lists of the open calls among `callIds` (lists first, in id order). */
export async function lockListsOfCalls(trx: Trx, callIds: string[]): Promise<ListRow[]> {
  return trx
    .selectFrom('contact_lists')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('calls')
        .select('list_id')
        .where('id', 'in', callIds)
        .where('state', 'in', OPEN_CALL_STATES),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Locks the open calls among `callIds`; ended and not-placed ones are left out. */
export function lockOpenCalls(trx: Trx, callIds: string[]) {
  return trx
    .selectFrom('calls')
    .select(['id', 'list_id', 'account_id', 'contact_id', 'attempt', 'state', 'direction'])
    .where('id', 'in', callIds)
    .where('state', 'in', OPEN_CALL_STATES)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export type ContactResult = {
  contactId: number;
  status: CallOutcome;
  attempts: number;
  nextEligibleAt: Date | null;
};

/**
 * Every contact's outcome in one statement; returns their first names and statuses. A contact
 * whose number went on the do-not-call list during the call keeps the outcome only as the status
 * to restore, and is never eligible again while it stays there.
 */
export async function recordContactResults(
  trx: Trx,
  results: readonly ContactResult[],
  at: Date,
): Promise<Map<number, { firstName: string; status: ContactStatus }>> {
  const onList = onDoNotCallSql('c');
  const { rows } = await sql<{ id: number; first_name: string; status: ContactStatus }>`
    update contacts c
    set status = case when ${onList} then 'Do Not Call' else v.status end,
      status_before_dnc = case when ${onList} then v.status else c.status_before_dnc end,
      attempts = v.attempts, last_attempt_at = ${iso(at)}::timestamptz,
      next_eligible_at = case when ${onList} then null else v.next_eligible_at end
    from unnest(
      ${results.map((r) => r.contactId)}::bigint[],
      ${results.map((r) => r.status)}::text[],
      ${results.map((r) => r.attempts)}::int[],
      ${results.map((r) => r.nextEligibleAt && iso(r.nextEligibleAt))}::timestamptz[]
    ) as v(id, status, attempts, next_eligible_at)
    where c.id = v.id
    returning c.id, c.first_name, c.status`.execute(trx);
  await holdCappedContacts(trx, sql`x.id = any(${results.map((r) => r.contactId)}::bigint[])`);
  await holdNumberCappedContacts(
    trx,
    results.map((r) => r.contactId),
  );
  return new Map(
    rows.map((row) => [Number(row.id), { firstName: row.first_name, status: row.status }]),
  );
}

/**
 * A contact its states' cap on calls per 24 h holds back waits until the cap lets it go; `which`
 * picks the contacts (alias x). After an outcome, and after settings recompute next eligibility.
 * `which` alone drives the plan (offset 0 keeps the other filters out of the subquery): with stale
 * statistics the planner otherwise walked every contact waiting for a next call.
 */
export async function holdCappedContacts(trx: Kysely<Database>, which: RawBuilder<boolean>) {
  await sql`
    update contacts c set next_eligible_at = h.until, skip_reason = ${STATE_CALL_CAP.code}
    from (
      select x.id, ${capHoldsUntilSql(sql.ref('x.id'), sql.ref('x.call_cap_24h'))} as until
      from (select x.id, x.call_cap_24h, x.next_eligible_at from contacts x where ${which} offset 0) x
      where x.call_cap_24h is not null and x.next_eligible_at is not null
    ) h
    where c.id = h.id and h.until > c.next_eligible_at`.execute(trx);
}

/** Ends every call with its outcome in one statement. */
export async function endCalls(
  trx: Trx,
  outcomes: readonly { callId: string; outcome: CallOutcome }[],
  at: Date,
): Promise<void> {
  await sql`
    update calls c set state = 'ended', outcome = v.outcome,
      ended_at = coalesce(c.ended_at, ${iso(at)}::timestamptz)
    from unnest(
      ${outcomes.map((o) => o.callId)}::uuid[],
      ${outcomes.map((o) => o.outcome)}::text[]
    ) as v(id, outcome)
    where c.id = v.id`.execute(trx);
}

/**
 * Per account, up to `count` of its running campaigns held back by the cap, longest held first.
 * SKIP LOCKED: a campaign locked right now is being dialled anyway.
 */
export async function lockHeldLists(
  trx: Trx,
  freed: ReadonlyMap<string, number>,
): Promise<string[]> {
  if (freed.size === 0) return [];
  const { rows } = await sql<{ id: string }>`
    select h.id
    from unnest(${[...freed.keys()]}::uuid[], ${[...freed.values()]}::int[]) as a(account_id, n)
    cross join lateral (
      select id from contact_lists
      where account_id = a.account_id and held_since is not null and state = 'running'
      order by held_since
      limit a.n
      for update skip locked
    ) h`.execute(trx);
  return rows.map((row) => row.id);
}

/** Marks calls the provider refused before dialling; they count no attempt. */
export async function markCallsNotPlaced(
  trx: Trx,
  calls: readonly { callId: string; reason: string }[],
): Promise<void> {
  await sql`
    update calls c set state = 'not-placed', not_placed_reason = v.reason
    from unnest(${calls.map((c) => c.callId)}::uuid[], ${calls.map((c) => c.reason)}::text[])
      as v(id, reason)
    where c.id = v.id`.execute(trx);
}

/**
 * Puts contacts whose call was never placed back as they were before it (their last placed
 * call's outcome, or Not Called), each eligible again at its own time, in one statement; a
 * contact whose number is on the do-not-call list keeps that as the status to restore.
 */
export async function requeueContacts(
  trx: Trx,
  contacts: readonly { contactId: number; eligibleAt: Date }[],
): Promise<
  { id: number; status: ContactStatus; attempts: number; last_attempt_at: Date | null }[]
> {
  if (contacts.length === 0) return [];
  const onList = onDoNotCallSql('c');
  const before = sql<ContactStatus>`coalesce((
        select p.outcome from calls p
        where p.contact_id = c.id and p.state = 'ended'
        order by p.attempt desc limit 1
      ), 'Not Called')`;
  const { rows } = await sql<{
    id: number;
    status: ContactStatus;
    attempts: number;
    last_attempt_at: Date | null;
  }>`
    update contacts c
    set next_eligible_at = case when ${onList} then null else v.eligible_at end,
      status = case when ${onList} then 'Do Not Call' else ${before} end,
      status_before_dnc = case when ${onList} then ${before} else c.status_before_dnc end
    from unnest(
      ${contacts.map((c) => c.contactId)}::bigint[],
      ${contacts.map((c) => iso(c.eligibleAt))}::timestamptz[]
    ) as v(id, eligible_at)
    where c.id = v.id
    returning c.id, c.status, c.attempts, c.last_attempt_at`.execute(trx);
  return rows;
}
