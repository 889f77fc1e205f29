import type { Transaction } from 'kysely';
import type { DoNotCallSource } from '../../../../shared/dialer/do-not-call-inputs';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/types';

type Trx = Transaction<Database>;

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

/** Numbers already listed another way that the person has now opted out themselves. */
export async function markOptedOut(
  trx: Trx,
  accountId: string,
  numbers: readonly string[],
  callId: string | null,
): Promise<void> {
  if (numbers.length === 0) return;
  await trx
    .updateTable('do_not_call_numbers')
    .set({ source: 'opt-out', call_id: callId })
    .where('account_id', '=', accountId)
    .where('phone_number', 'in', numbers)
    .where('source', '<>', 'opt-out')
    .execute();
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
