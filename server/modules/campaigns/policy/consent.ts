import { type RawBuilder, sql } from 'kysely';
import type { SkipReason } from './skip-reason';

/**
 * The consent rule. Who needs recorded consent is decided by the mode that places the call, never
 * by a flag stored when the list was made: a real call (an AI voice is an "artificial voice",
 * FCC 24-17) always needs it; a simulated call needs it only on a list with "Only dial contacts
 * with recorded consent" on. A contact that needs it may be dialled only when its number has a
 * consent record that says yes. The pure predicates, then the same rule in SQL over a contacts row.
 */
export function consentRequired(listSetting: boolean, realCalls: boolean): boolean {
  return realCalls || listSetting;
}

export function consentAllows(required: boolean, consented: boolean | null): boolean {
  return !required || consented === true;
}

/** Why the contact table says a contact of a consent-only list is not called (read-time). */
export const NO_CONSENT: SkipReason = {
  code: 'no-consent',
  copy: 'No recorded consent (this list dials only contacts with consent)',
  stored: false,
};

/** The same reason when real calls place the call (the list's switch plays no part). */
export const NO_CONSENT_FOR_REAL_CALLS: SkipReason = {
  code: NO_CONSENT.code,
  copy: 'No recorded consent (real calls need recorded consent)',
  stored: false,
};

/** Why a call the last check refused for want of consent was never dialled (kept on the call). */
export const NO_CONSENT_REASON = 'no recorded consent';

export function noConsentReason(realCalls: boolean): SkipReason {
  return realCalls ? NO_CONSENT_FOR_REAL_CALLS : NO_CONSENT;
}

/** The one spelling of "consent record `record` says yes for the number of contacts row `contact`". */
export function consentRecordOfSql(record: string, contact: string): RawBuilder<boolean> {
  const [r, c] = [sql.raw(record), sql.raw(contact)];
  return sql<boolean>`(${r}.account_id = ${c}.account_id and ${r}.phone_number = ${c}.phone_number
    and ${r}.consented)`;
}

/**
 * Whether the number of contacts row `contact` has recorded consent: a scalar subquery, never
 * hashed, so each contact costs one probe of consent_records_consented_idx instead of a scan of
 * every account's records (the claim walks a list row by row).
 */
export function consentRecordedSql(contact: string): RawBuilder<boolean> {
  return sql<boolean>`coalesce((select true from consent_records cr
    where ${consentRecordOfSql('cr', contact)} limit 1), false)`;
}

/** `consentRequired` over the contacts row `contact`: its list's switch, unless calls are real. */
function consentRequiredSql(contact: string, realCalls: boolean): RawBuilder<boolean> {
  if (realCalls) return sql<boolean>`true`;
  const c = sql.raw(contact);
  return sql<boolean>`coalesce((
    select cl.consent_required from contact_lists cl where cl.id = ${c}.list_id), false)`;
}

/** `consentAllows` over the contacts row `contact`, for calls placed in the given mode. */
export function consentAllowsSql(contact: string, realCalls: boolean): RawBuilder<boolean> {
  return sql<boolean>`(not ${consentRequiredSql(contact, realCalls)} or ${consentRecordedSql(contact)})`;
}

/** `consentAllows` for contacts of one list whose requirement is known (no lookup of the list). */
export function consentAllowsOnListSql(contact: string, required: boolean): RawBuilder<boolean> {
  return required ? consentRecordedSql(contact) : sql<boolean>`true`;
}
