import { sql, type Transaction } from 'kysely';
import { DEFAULT_INTAKE_LIST_NAME } from '../../../shared/lead-intake/lead-intake-messages';
import type { Database } from '../../db/types';

type Trx = Transaction<Database>;

export type LeadList = { id: string; account_id: string; calling_schedule: unknown };

/** The account's list with this id; undefined for another account's or a missing one. */
export function accountList(trx: Trx, accountId: string, listId: string) {
  return trx
    .selectFrom('contact_lists')
    .select(['id', 'account_id', 'calling_schedule'])
    .where('id', '=', listId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

function intakeListOf(trx: Trx, accountId: string): Promise<LeadList | undefined> {
  return trx
    .selectFrom('accounts')
    .innerJoin('contact_lists as l', 'l.id', 'accounts.lead_intake_list_id')
    .select(['l.id', 'l.account_id', 'l.calling_schedule'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
}

/**
 * The account's default intake list; made ("Inbound leads") on first use. Serialised per account,
 * so two first leads at once make one list.
 */
export async function defaultIntakeList(
  trx: Trx,
  accountId: string,
  description: string,
): Promise<LeadList> {
  const current = await intakeListOf(trx, accountId);
  if (current) return current;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`lead-intake-list:${accountId}`}, 0))`.execute(
    trx,
  );
  const madeMeanwhile = await intakeListOf(trx, accountId);
  if (madeMeanwhile) return madeMeanwhile;
  const made = await trx
    .insertInto('contact_lists')
    .values({
      account_id: accountId,
      name: DEFAULT_INTAKE_LIST_NAME,
      description,
      file_name: DEFAULT_INTAKE_LIST_NAME,
      contact_count: 0,
      zones_ready: true,
    })
    .returning(['id', 'account_id', 'calling_schedule'])
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('accounts')
    .set({ lead_intake_list_id: made.id })
    .where('id', '=', accountId)
    .execute();
  return made;
}

/** Leads into one list one at a time (until commit): a merge sees the lead before it. */
export async function lockListForLeads(trx: Trx, listId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`lead-intake:${listId}`}, 0))`.execute(
    trx,
  );
}

/** The list's contact with this (E.164) number, if any. */
export function contactWithNumber(trx: Trx, list: LeadList, phoneNumber: string) {
  return trx
    .selectFrom('contacts')
    .select(['id'])
    .where('account_id', '=', list.account_id)
    .where('phone_number', '=', phoneNumber)
    .where('list_id', '=', list.id)
    .orderBy('row_number')
    .limit(1)
    .executeTakeFirst();
}

/** A merged lead fills what the contact lacks: an empty first name, missing extra fields. */
export async function fillContactBlanks(
  trx: Trx,
  contactId: number,
  lead: { firstName: string; extra: Record<string, string> },
): Promise<void> {
  await sql`
    update contacts set
      first_name = case when first_name = '' then ${lead.firstName} else first_name end,
      extra = ${JSON.stringify(lead.extra)}::jsonb || extra
    where id = ${contactId}`.execute(trx);
}

/** A lead added to the list: its kept contact count moves with it. */
export async function countLeadAdded(trx: Trx, listId: string): Promise<void> {
  await sql`update contact_lists set contact_count = contact_count + 1, updated_at = now()
    where id = ${listId}`.execute(trx);
}
