import { sql, type Transaction } from 'kysely';
import type { CallOutcome, ContactStatus } from '../../../../shared/dialer/contact-status';
import type { Database } from '../../../db/types';
import { onDoNotCallSql } from '../policy/do-not-call';
import { holdCappedAfterCalls } from './cap-holds';

type Trx = Transaction<Database>;

const iso = (at: Date) => at.toISOString();

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
  await holdCappedAfterCalls(
    trx,
    results.map((r) => r.contactId),
  );
  return new Map(
    rows.map((row) => [Number(row.id), { firstName: row.first_name, status: row.status }]),
  );
}

/**
 * Puts contacts whose call was never placed back as they were before it (their last placed
 * call's outcome, or Not Called), each eligible again at its own time (or when a 24-hour cap lets
 * it go); a contact whose number is on the do-not-call list keeps that as the status to restore.
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
  // A call refused for the per-number cap: its contact waits until the cap lets it go.
  await holdCappedAfterCalls(
    trx,
    contacts.map((c) => c.contactId),
  );
  return rows;
}

/** A contact's redials stop only while it waits for one (not mid-call, never off do-not-call). */
const AWAITING_REDIAL: readonly ContactStatus[] = [
  'Not Called',
  'Dial No Answer',
  'Reached Voicemail',
];

/**
 * A callback in which the caller spoke with the agent: the contact's pending redials stop (its
 * status becomes the callback's outcome and it is never due again); attempts stay as they were.
 */
export async function stopRedials(
  trx: Trx,
  spoke: readonly { contactId: number; status: CallOutcome }[],
) {
  const { rows } = await sql<{
    id: number;
    list_id: string;
    account_id: string;
    status: ContactStatus;
    attempts: number;
    last_attempt_at: Date | null;
  }>`
    update contacts c set status = v.status, next_eligible_at = null, skip_reason = null
    from unnest(${spoke.map((s) => s.contactId)}::bigint[],
      ${spoke.map((s) => s.status)}::text[]) as v(contact_id, status)
    where c.id = v.contact_id and c.status = any(${AWAITING_REDIAL}::text[])
    returning c.id, c.list_id, c.account_id, c.status, c.attempts, c.last_attempt_at`.execute(trx);
  return rows;
}
