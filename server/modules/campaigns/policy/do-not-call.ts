import { type RawBuilder, sql } from 'kysely';
import type { SkipReason } from './skip-reason';

/**
 * The do-not-call rule: a number on the account's do-not-call list (E.164, across every list) is
 * never dialled. Checked twice: in the claim (an anti-join) and again right before the provider is
 * asked to dial, so a number added after its contact was claimed is still never dialled. The pure
 * predicate below, the same rule in SQL after it.
 */
export function mayDialNumber(phoneNumber: string, doNotCall: ReadonlySet<string>): boolean {
  return !doNotCall.has(phoneNumber);
}

/** Why the contact table says a listed contact is not called (its status says so too). */
export const ON_DO_NOT_CALL: SkipReason = {
  code: 'do-not-call',
  copy: 'On the do-not-call list',
  stored: false,
};

/** The reason a call refused by this rule is kept with (calls.not_placed_reason). */
export const DO_NOT_CALL_REASON = 'do not call';

/**
 * True when the contacts row `contact` (a table name or alias in the statement) has its number on
 * its account's do-not-call list.
 */
export function onDoNotCallSql(contact: string): RawBuilder<boolean> {
  const c = sql.raw(contact);
  return sql<boolean>`exists (
    select 1 from do_not_call_numbers dnc
    where dnc.account_id = ${c}.account_id and dnc.phone_number = ${c}.phone_number)`;
}

/** The claim's anti-join: contacts whose number may be dialled. */
export function mayDialSql(contact: string): RawBuilder<boolean> {
  return sql<boolean>`not ${onDoNotCallSql(contact)}`;
}
