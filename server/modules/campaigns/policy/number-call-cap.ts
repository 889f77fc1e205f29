import { type RawBuilder, sql } from 'kysely';
import type { SkipReason } from './skip-reason';

/**
 * The cap on calls to one number per 24 hours across ALL the account's lists: the account's
 * setting (default 3), or its states' cap when lower (contacts.call_cap_24h, state-rules.ts). A
 * number whose last `cap` placed calls all started within 24 h is not dialled again until 24 h
 * after the earliest of them. Checked in the claim (an index probe per candidate:
 * contacts_account_phone_idx, then calls_contact_started_idx) and again right before the provider
 * dials; folded into next_eligible_at when a call is placed or ends, so a list does not spin on a
 * capped contact. The pure rule, then the same rule in SQL.
 */

const DAY_MS = 86_400_000;

/** The cap that holds for a contact: the account's, or its states' when lower. */
export function numberCapOf(accountCap: number, stateCap: number | null): number {
  return stateCap === null ? accountCap : Math.min(accountCap, stateCap);
}

/** Whether one more call to the number may start at `now`, given its placed calls' starts. */
export function numberCapAllows(callStarts: readonly Date[], cap: number, now: Date): boolean {
  const since = now.getTime() - DAY_MS;
  return callStarts.filter((t) => t.getTime() > since && t <= now).length < cap;
}

/** The cap of the contacts row `contact` (its account's setting and its states' cap). */
export function numberCapSql(contact: string): RawBuilder<number> {
  const c = sql.raw(contact);
  return sql<number>`(select least(a.calls_per_number_24h,
      coalesce(${c}.call_cap_24h, a.calls_per_number_24h))
    from accounts a where a.id = ${c}.account_id)`;
}

/**
 * Placed calls of the account to the number of contacts row `contact`, from any list (alias k).
 * A callback is not a call to the number: the homeowner called us.
 */
function callsToNumberSql(contact: string, where: RawBuilder<boolean>) {
  const c = sql.raw(contact);
  return sql`select k.started_at from contacts s join calls k on k.contact_id = s.id
    where s.account_id = ${c}.account_id and s.phone_number = ${c}.phone_number
      and k.state <> 'not-placed' and k.direction = 'outbound' and ${where}`;
}

/** `not numberCapAllows(...)` for the contacts row `contact` at `now`: the claim's anti-join. */
export function numberCappedSql(contact: string, now: Date): RawBuilder<boolean> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  return sql<boolean>`exists (${callsToNumberSql(
    contact,
    sql<boolean>`k.started_at > ${since}::timestamptz and k.started_at <= ${now.toISOString()}::timestamptz`,
  )} order by k.started_at desc offset ${numberCapSql(contact)} - 1 limit 1)`;
}

/** When the cap next lets the number be called (24 h after the cap-th latest call), or null. */
export function numberCapUntilSql(contact: string): RawBuilder<Date | null> {
  return sql<Date | null>`(select t.started_at + interval '24 hours' from (${callsToNumberSql(
    contact,
    sql<boolean>`true`,
  )} order by k.started_at desc offset ${numberCapSql(contact)} - 1 limit 1) t)`;
}

/** Stored on the contact when the cap moved its next call (cleared when it is claimed). */
export const NUMBER_CALL_CAP: SkipReason = {
  code: 'number-call-cap',
  copy: 'Calls to this number are capped per 24 hours across all lists — next call {time}',
  stored: true,
};

/** The reason a call refused by this rule right before dialling is kept with. */
export const NUMBER_CALL_CAP_REASON = 'calls per number per 24 hours';
