import { type RawBuilder, sql } from 'kysely';
import { REGISTRY_FRESH_DAYS } from '../../../../shared/dialer/registries';
import type { SkipReason } from './skip-reason';

/**
 * The registry rule (16 CFR 310.4(b)(1)(iii)(B), (b)(3)(iv); 47 CFR 64.1200(c)(2)): a contact may
 * be dialled only when
 * (a) its number is on no registry copy of its account (National Registry or a state's list), and
 * (b) for a real call to a +1 number of an account subscribed to the National Registry (a SAN
    recorded), the account has an imported National Registry copy covering
 *     the number's area code downloaded no more than 31 days before the call (the UTC date of the
 *     call instant minus the copy's stated download date, never its import date),
 * unless it has a registry-exempting basis: for now, written consent with evidence in the consent
 * ledger (a counting grant with written evidence is the signed written permission that exempts). A
 * consent claim (an API caller's assertion, no written evidence) does not exempt.
 * (a) applies in both modes (a simulated campaign shows what real calls would skip); (b) only to
 * real calls: a simulated call reaches no one, so no copy's age is at stake (docs/decisions.md).
 * An account subscribed with no copy imported holds every +1 contact of a real call on (b). An
 * account with no National Registry subscription is not held by (b) in this step: holding every
 * real-call account at deploy needs the owner notice first (listed as undone in docs/decisions.md).
 * The pure predicate first, the same rule in SQL after it.
 */

/** An imported National Registry copy of the account. */
export type NationalCopy = { areaCodes: readonly string[] | null; downloadDate: string };

export type RegistryFacts = {
  phoneNumber: string;
  onRegistry: boolean;
  writtenPermission: boolean;
  /** The account recorded a National Registry subscription (its SAN). */
  subscribed: boolean;
};

export type RegistryVerdict = 'allowed' | 'on-registry' | 'no-fresh-copy';

const DAY_MS = 86_400_000;

/** The UTC date of `at` minus `days` days, as YYYY-MM-DD: the oldest download date still fresh. */
export function oldestFreshDownload(at: Date, days = REGISTRY_FRESH_DAYS): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

export function areaCodeOf(phoneNumber: string): string {
  return phoneNumber.slice(2, 5);
}

export function hasFreshCopy(
  phoneNumber: string,
  copies: readonly NationalCopy[],
  at: Date,
): boolean {
  const oldest = oldestFreshDownload(at);
  const areaCode = areaCodeOf(phoneNumber);
  return copies.some(
    (copy) => copy.downloadDate >= oldest && (copy.areaCodes?.includes(areaCode) ?? true),
  );
}

export function registryVerdict(
  facts: RegistryFacts,
  copies: readonly NationalCopy[],
  at: Date,
  realCalls: boolean,
): RegistryVerdict {
  if (facts.writtenPermission) return 'allowed';
  if (facts.onRegistry) return 'on-registry';
  const needsCopy = realCalls && facts.subscribed && facts.phoneNumber.startsWith('+1');
  if (needsCopy && !hasFreshCopy(facts.phoneNumber, copies, at)) return 'no-fresh-copy';
  return 'allowed';
}

/** Why the contact table says a registered contact is not called. */
export const ON_REGISTRY: SkipReason = {
  code: 'on-registry',
  copy: 'On the National Do Not Call Registry (or a state list) of this account',
  stored: false,
};

/** Why a real call waits for a registry copy; `{areaCode}`, `{due}` filled when read. */
export const NO_FRESH_REGISTRY_COPY: SkipReason = {
  code: 'no-fresh-registry-copy',
  copy: 'No registry copy for area code {areaCode} within 31 days ({due})',
  stored: false,
};

/** The reasons kept on a call this rule refused (calls.not_placed_reason). */
export const ON_REGISTRY_REASON = 'on a do-not-call registry';
export const NO_FRESH_COPY_REASON = 'no registry copy within 31 days for its area code';

/** The `{due}` part: when the newest copy's 31 days ran out, or that the account has none. */
export function refreshDueText(newestDownload: string | null): string {
  if (!newestDownload) return 'no National Registry copy imported';
  const due = new Date(Date.parse(`${newestDownload}T00:00:00Z`) + REGISTRY_FRESH_DAYS * DAY_MS);
  return `refresh due ${due.toISOString().slice(0, 10)}`;
}

export function areaCodeOfSql(table: string): RawBuilder<string> {
  return sql<string>`substr(${sql.raw(table)}.phone_number, 3, 3)`;
}

/**
 * Whether contacts row `contact`'s number is on a registry copy of its account. Each of these is a
 * scalar subquery, never hashed: one index probe per contact the claim walks, not a scan of every
 * account's registry (an EXISTS inside the verdict's CASE was planned as a hashed subplan).
 */
export function onRegistrySql(contact: string): RawBuilder<boolean> {
  const c = sql.raw(contact);
  return sql<boolean>`coalesce((select true from registry_numbers rn
    where rn.account_id = ${c}.account_id and rn.phone_number = ${c}.phone_number limit 1), false)`;
}

/** Written consent with evidence for the number: a counting grant, evidenced (never a claim). */
export function writtenPermissionSql(contact: string): RawBuilder<boolean> {
  const c = sql.raw(contact);
  return sql<boolean>`coalesce((select true from consent_records wp
    where wp.account_id = ${c}.account_id and wp.phone_number = ${c}.phone_number
      and wp.granted and wp.evidenced limit 1), false)`;
}

export function subscribedSql(contact: string): RawBuilder<boolean> {
  const c = sql.raw(contact);
  return sql<boolean>`coalesce((select true from registry_subscriptions rs
    where rs.account_id = ${c}.account_id and rs.registry = 'national' limit 1), false)`;
}

export function freshCopySql(contact: string, at: Date): RawBuilder<boolean> {
  const c = sql.raw(contact);
  return sql<boolean>`coalesce((select true from registry_copies rc
    where rc.account_id = ${c}.account_id and rc.registry = 'national' and rc.status = 'imported'
      and rc.download_date >= ${oldestFreshDownload(at)}::date
      and (rc.area_codes is null or ${areaCodeOfSql(contact)} = any(rc.area_codes)) limit 1), false)`;
}

/** `registryVerdict` in SQL over contacts row `contact`: its code ('allowed' when it may be dialled). */
export function registryVerdictSql(
  contact: string,
  at: Date,
  realCalls: boolean,
): RawBuilder<RegistryVerdict> {
  const c = sql.raw(contact);
  const staleHolds = realCalls
    ? sql<boolean>`(${c}.phone_number like '+1%' and ${subscribedSql(contact)}
        and not ${freshCopySql(contact, at)})`
    : sql<boolean>`false`;
  return sql<RegistryVerdict>`case
    when ${writtenPermissionSql(contact)} then 'allowed'
    when ${onRegistrySql(contact)} then 'on-registry'
    when ${staleHolds} then 'no-fresh-copy'
    else 'allowed' end`;
}

/** The claim's filter: contacts this rule lets be dialled at `at`. */
export function registryAllowsSql(
  contact: string,
  at: Date,
  realCalls: boolean,
): RawBuilder<boolean> {
  return sql<boolean>`(${registryVerdictSql(contact, at, realCalls)} = 'allowed')`;
}

/** The newest imported National Registry download covering the number's area code (YYYY-MM-DD). */
export function newestNationalCopySql(contact: string): RawBuilder<string | null> {
  const c = sql.raw(contact);
  return sql<
    string | null
  >`(select to_char(max(rc.download_date), 'YYYY-MM-DD') from registry_copies rc
    where rc.account_id = ${c}.account_id and rc.registry = 'national' and rc.status = 'imported'
      and (rc.area_codes is null or ${areaCodeOfSql(contact)} = any(rc.area_codes)))`;
}

/** A row read with `registry_verdict` and `newest_copy` as the skip reason's registry part. */
export function registryOfRow(row: {
  registry_verdict: RegistryVerdict;
  newest_copy: string | null;
  phone_number: string;
}) {
  return {
    verdict: row.registry_verdict,
    due: refreshDueText(row.newest_copy),
    phone_number: row.phone_number,
  };
}
