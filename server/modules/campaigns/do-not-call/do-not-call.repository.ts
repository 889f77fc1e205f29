import { sql, type Transaction } from 'kysely';
import type { ContactStatus } from '../../../../shared/dialer/contact-status';
import type { DoNotCallSource } from '../../../../shared/dialer/do-not-call-inputs';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/types';
import { onDoNotCallSql } from '../policy/do-not-call';

type Trx = Transaction<Database>;

export type ChangedContact = {
  id: number;
  list_id: string;
  status: ContactStatus;
  attempts: number;
  last_attempt_at: Date | null;
};

/** Adds numbers (E.164) to the account's list; returns the ones that were not on it yet. */
export async function insertNumbers(
  trx: Trx,
  accountId: string,
  numbers: readonly string[],
  source: DoNotCallSource,
  origin: { callId?: string; addedBy?: string },
): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await trx
    .insertInto('do_not_call_numbers')
    .values(
      numbers.map((phone_number) => ({
        account_id: accountId,
        phone_number,
        source,
        call_id: origin.callId ?? null,
        added_by: origin.addedBy ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['account_id', 'phone_number']).doNothing())
    .returning('phone_number')
    .execute();
  return rows.map((row) => row.phone_number);
}

export async function deleteNumbers(
  trx: Trx,
  accountId: string,
  numbers: readonly string[],
): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await trx
    .deleteFrom('do_not_call_numbers')
    .where('account_id', '=', accountId)
    .where('phone_number', 'in', numbers)
    .returning('phone_number')
    .execute();
  return rows.map((row) => row.phone_number);
}

/**
 * Every contact of the account with one of these numbers becomes 'Do Not Call', keeping its
 * status to restore. A contact in a call keeps 'In Progress': its call is checked again before
 * dialling, and its outcome lands as 'Do Not Call' (outcomes.repository).
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

/** Puts 'Do Not Call' contacts with these numbers back to the status they had before. */
export async function restoreContacts(
  trx: Trx,
  accountId: string,
  numbers: readonly string[],
): Promise<ChangedContact[]> {
  if (numbers.length === 0) return [];
  const { rows } = await sql<ChangedContact>`
    update contacts set status = coalesce(status_before_dnc, 'Not Called'),
      status_before_dnc = null
    where account_id = ${accountId} and phone_number = any(${numbers}::text[])
      and status = 'Do Not Call'
    returning id, list_id, status, attempts, last_attempt_at`.execute(trx);
  return rows;
}

/** One page of the account's list, newest first; `search` matches digits anywhere in the number. */
export async function pageOfNumbers(
  db: Db,
  accountId: string,
  input: { page: number; pageSize: number; search?: string | undefined },
) {
  const digits = input.search?.replace(/\D/g, '') ?? '';
  let query = db.selectFrom('do_not_call_numbers').where('account_id', '=', accountId);
  if (digits) query = query.where('phone_number', 'like', `%${digits}%`);
  const [rows, total] = await Promise.all([
    query
      .select(['phone_number', 'source', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('phone_number')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Numbers after `after` in number order, for a streamed export. */
export function numbersAfter(db: Db, accountId: string, after: string | null, limit: number) {
  let query = db
    .selectFrom('do_not_call_numbers')
    .select(['phone_number', 'source', 'created_at'])
    .where('account_id', '=', accountId);
  if (after !== null) query = query.where('phone_number', '>', after);
  return query.orderBy('phone_number').limit(limit).execute();
}

/** A contact of the account: its number and whether that number is a valid one. */
export function contactNumber(db: Db, accountId: string, contactId: number) {
  return db
    .selectFrom('contacts')
    .select(['phone_number', 'status'])
    .where('account_id', '=', accountId)
    .where('id', '=', contactId)
    .executeTakeFirst();
}

/** Locks the account's lists holding any of these numbers (lists first, as everywhere). */
export async function lockListsWithNumbers(
  trx: Trx,
  accountId: string,
  numbers: readonly string[],
) {
  if (numbers.length === 0) return [];
  return trx
    .selectFrom('contact_lists')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('contacts')
        .select('list_id')
        .where('account_id', '=', accountId)
        .where('phone_number', 'in', numbers),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * A just-imported list's contacts whose number is already on the list: 'Do Not Call' at once.
 * Compiled for the import's own pg client (its COPY transaction); `$1` is the list id.
 */
export function markListedContactsOfListQuery(db: Db, listId: string) {
  return sql<{ n: number }>`
    with marked as (
      update contacts c set status_before_dnc = c.status, status = 'Do Not Call',
        next_eligible_at = null
      where c.list_id = ${listId} and c.status = 'Not Called' and ${onDoNotCallSql('c')}
      returning 1)
    select count(*)::int as n from marked`.compile(db);
}
