import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { ContactStatus } from '../../../../shared/dialer/contact-status';
import type { RedialSettings } from '../../../../shared/dialer/redial-settings';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/types';
import { onDoNotCallSql } from '../policy/do-not-call';
import { recomputeEligibility } from './eligibility-recompute';

type Trx = Transaction<Database>;

export type ChangedContact = {
  id: number;
  list_id: string;
  status: ContactStatus;
  attempts: number;
  last_attempt_at: Date | null;
};

/**
 * Every contact of the account with one of these numbers becomes 'Do Not Call', keeping its
 * status to restore. A contact in a call keeps 'In Progress': its call is checked again before
 * dialling, and its outcome lands as 'Do Not Call' (contact-results.ts).
 */
export async function markContactsDoNotCall(
  trx: Trx,
  accountId: string,
  numbers: readonly string[],
): Promise<ChangedContact[]> {
  if (numbers.length === 0) return [];
  const { rows } = await sql<ChangedContact>`
    update contacts set status_before_dnc = status, status = 'Do Not Call', next_eligible_at = null
    where account_id = ${accountId} and phone_number = any(${numbers}::text[])
      and status not in ('Do Not Call', 'In Progress')
    returning id, list_id, status, attempts, last_attempt_at`.execute(trx);
  return rows;
}

/**
 * Puts 'Do Not Call' contacts with these numbers back to the status they had before, each
 * eligible again as its list's redial settings (`settingsOf`) and both 24-hour caps say.
 */
export async function restoreFromDoNotCall(
  trx: Trx,
  accountId: string,
  numbers: readonly string[],
  settingsOf: (listId: string) => RedialSettings,
  retryDelayUnitMs: number,
): Promise<ChangedContact[]> {
  if (numbers.length === 0) return [];
  const { rows } = await sql<ChangedContact>`
    update contacts set status = coalesce(status_before_dnc, 'Not Called'),
      status_before_dnc = null
    where account_id = ${accountId} and phone_number = any(${numbers}::text[])
      and status = 'Do Not Call'
    returning id, list_id, status, attempts, last_attempt_at`.execute(trx);
  for (const listId of new Set(rows.map((row) => row.list_id))) {
    const contactIds = rows.filter((row) => row.list_id === listId).map((row) => row.id);
    await recomputeEligibility(trx, { contactIds }, settingsOf(listId), retryDelayUnitMs);
  }
  return rows;
}

/** Fresh contacts (`which`, a condition on `c`) whose number is already on the do-not-call list. */
function markListedSql(which: RawBuilder<unknown>) {
  return sql<{ n: number }>`
    with marked as (
      update contacts c set status_before_dnc = c.status, status = 'Do Not Call',
        next_eligible_at = null
      where ${which} and c.status = 'Not Called' and ${onDoNotCallSql('c')}
      returning 1)
    select count(*)::int as n from marked`;
}

/**
 * A just-imported list's contacts whose number is already on the list: 'Do Not Call' at once.
 * Compiled for the import's own pg client (its COPY transaction); `$1` is the list id.
 */
export function markListedContactsOfListQuery(db: Db, listId: string) {
  return markListedSql(sql`c.list_id = ${listId}`).compile(db);
}

/** Just-inserted contacts (a posted lead) whose number is on the list: 'Do Not Call' at once. */
export async function markListedContacts(trx: Trx, contactIds: readonly number[]): Promise<number> {
  if (contactIds.length === 0) return 0;
  const { rows } = await markListedSql(sql`c.id = any(${contactIds}::bigint[])`).execute(trx);
  return rows[0]!.n;
}
