import { type RawBuilder, sql } from 'kysely';
import type { SkipReason } from './skip-reason';

/**
 * The consent rule: on a list with "Only dial contacts with recorded consent", a contact may be
 * dialled only when its number has a consent record that says yes (from an imported file's
 * consent columns). Contacts without one are skipped with the reason 'no consent'. The pure
 * predicate, then the same rule in SQL over a contacts row.
 */
export function consentAllows(consentRequired: boolean, consented: boolean | null): boolean {
  return !consentRequired || consented === true;
}

/** Why the contact table says a contact of a consent-only list is not called (read-time). */
export const NO_CONSENT: SkipReason = {
  code: 'no-consent',
  copy: 'No recorded consent (this list dials only contacts with consent)',
  stored: false,
};

/** Whether the number of contacts row `contact` has recorded consent. */
export function hasConsentSql(contact: string): RawBuilder<boolean> {
  const c = sql.raw(contact);
  return sql<boolean>`exists (
    select 1 from consent_records cr
    where cr.account_id = ${c}.account_id and cr.phone_number = ${c}.phone_number
      and cr.consented)`;
}

/** `consentAllows` over the contacts row `contact` and its list's setting. */
export function consentAllowsSql(contact: string): RawBuilder<boolean> {
  const c = sql.raw(contact);
  return sql<boolean>`(not exists (
    select 1 from contact_lists cl where cl.id = ${c}.list_id and cl.consent_required)
    or ${hasConsentSql(contact)})`;
}

/**
 * `consentAllows` for the claim, row by row as it walks a list: scalar subqueries are never
 * hashed, so each contact costs one probe of contact_lists_pkey and one of
 * consent_records_consented_idx, instead of a scan of every account's consent records.
 */
export function consentAllowsProbeSql(contact: string): RawBuilder<boolean> {
  const c = sql.raw(contact);
  return sql<boolean>`(not coalesce((
      select cl.consent_required from contact_lists cl where cl.id = ${c}.list_id), false)
    or coalesce((
      select cr.consented from consent_records cr
      where cr.account_id = ${c}.account_id and cr.phone_number = ${c}.phone_number
        and cr.consented), false))`;
}

/** `consentAllows` for contacts of one list whose setting is known (no lookup of the list per row). */
export function consentAllowsOnListSql(
  contact: string,
  consentRequired: boolean,
): RawBuilder<boolean> {
  return consentRequired ? hasConsentSql(contact) : sql<boolean>`true`;
}
