import { type Kysely, sql } from 'kysely';
import { PHONE_MESSAGES, type RejectedRow } from '../../../../shared/phone/clean-contact-numbers';
import type { Database } from '../../../db/types';

/**
 * The rows of a list's import that are not callable contacts, in file order: invalid numbers
 * (stored as contacts with status 'Invalid Number') and dropped duplicates. Null when the list is
 * not the account's.
 */
export async function importReportRows(
  db: Kysely<Database>,
  accountId: string,
  listId: string,
): Promise<RejectedRow[] | null> {
  const list = await db
    .selectFrom('contact_lists')
    .select('id')
    .where('id', '=', listId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!list) return null;
  const { rows } = await sql<{ row_number: number; original: string; duplicate_of: number | null }>`
    select row_number, coalesce(phone_original, phone_number) as original, null::int as duplicate_of
      from contacts
      where list_id = ${listId} and account_id = ${accountId} and status = 'Invalid Number'
    union all
    select row_number, phone_original, duplicate_of_row
      from import_duplicates
      where list_id = ${listId} and account_id = ${accountId}
    order by row_number`.execute(db);
  return rows.map((row) => ({
    rowNumber: row.row_number,
    original: row.original,
    reason:
      row.duplicate_of === null
        ? PHONE_MESSAGES.invalidReason
        : PHONE_MESSAGES.duplicateReason(row.duplicate_of),
  }));
}
