import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';
import type { NotPlacedReport } from '../../../voice/voice-provider';
import { consentAllowsSql, consentRecordOfSql, NO_CONSENT_REASON } from '../policy/consent';
import { DO_NOT_CALL_REASON, onDoNotCallSql } from '../policy/do-not-call';
import { NUMBER_CALL_CAP_REASON, numberCapSql } from '../policy/number-call-cap';
import { STATE_RULE_TEXTS } from '../policy/state-rules-text';

/** The contact's zones with their local time at dial (the audit trail). */
const localTimesSql = sql<string>`(select string_agg(
    z || ' ' || to_char(now() at time zone z, 'YYYY-MM-DD HH24:MI Dy'), '; ')
  from unnest(string_to_array(nullif(split_part(c.window_key, '|', 1), ''), ',')) z)`;

/** The state rules applied at dial: each candidate state's row, or the federal floor alone. */
const stateRulesSql = sql<string>`coalesce((select string_agg(
    ${JSON.stringify(STATE_RULE_TEXTS)}::jsonb ->> s, ' | ')
  from unnest(string_to_array(nullif(split_part(c.window_key, '|', 2), ''), ',')) s
  where ${JSON.stringify(STATE_RULE_TEXTS)}::jsonb ? s), 'federal hours only: 8:00–21:00 local')`;

/** Placed calls to the call's number (any list) in the 24 h before it, ordered before it. */
const callsBeforeSql = sql<number>`(select count(*)::int from contacts s
  join calls o on o.contact_id = s.id
  where s.account_id = c.account_id and s.phone_number = c.phone_number
    and o.state <> 'not-placed' and o.direction = 'outbound' and o.id <> k.id
    and o.started_at > k.started_at - interval '24 hours'
    and (o.started_at, o.id) < (k.started_at, k.id))`;

/**
 * The consent fact kept on the call (its audit trail): the record used, or why none was needed.
 * Real calls always need it; simulated calls only on a list with the consent switch on.
 */
function consentBasisSql(realCalls: boolean) {
  return sql<string>`case
  when cr.phone_number is not null then
    case when cr.evidenced then 'written consent: ' else 'consent claimed by ' end
    || coalesce(nullif(cr.consent_source, ''), 'source not given')
    || case when cr.evidenced then ', ' else ', no written evidence, ' end
    || coalesce(to_char(cr.consent_date, 'YYYY-MM-DD'), 'date not given')
  when ${realCalls}::boolean then 'no consent record: real call refused'
  when not l.consent_required then 'consent not required: simulated call, list setting off'
  else 'no consent record' end`;
}

/**
 * The last check right before the provider is asked to dial: stamps each campaign call with the
 * time its number was checked and the consent the policy used (the call's audit trail), and
 * answers the calls that must not be dialled with their reasons: the calls whose number went on
 * the do-not-call list since the claim, whose number reached its cap per 24 h (across lists)
 * with calls placed before them, or that lack the consent the mode placing them needs
 * (`realCalls`: always for real calls).
 */
export async function refusedBeforeDial(
  db: Kysely<Database>,
  callIds: readonly string[],
  realCalls: boolean,
): Promise<Map<string, string>> {
  if (callIds.length === 0) return new Map();
  const { rows } = await sql<{
    id: string;
    on_list: boolean;
    capped: boolean;
    consent_allows: boolean;
  }>`
    with checked as (
      select k.id, ${callsBeforeSql} as before, ${numberCapSql('c')} as cap,
        ${localTimesSql} as local_times, ${stateRulesSql} as state_rules
      from calls k join contacts c on c.id = k.contact_id
      where k.id = any(${callIds}::uuid[])
    )
    update calls k set dnc_checked_at = now(), consent_basis = ${consentBasisSql(realCalls)},
      dial_local_times = x.local_times, state_rules = x.state_rules,
      number_cap = 'call ' || (x.before + 1) || ' of at most ' || x.cap
        || ' to this number in 24 hours (all lists)'
    from contacts c
    join contact_lists l on l.id = c.list_id
    left join consent_records cr on ${consentRecordOfSql('cr', 'c')}
    cross join checked x
    where k.id = any(${callIds}::uuid[]) and c.id = k.contact_id and x.id = k.id
    returning k.id, ${onDoNotCallSql('c')} as on_list, x.before >= x.cap as capped,
      ${consentAllowsSql('c', realCalls)} as consent_allows`.execute(db);
  const refused = new Map<string, string>();
  for (const row of rows) {
    if (row.on_list) refused.set(row.id, DO_NOT_CALL_REASON);
    else if (!row.consent_allows) refused.set(row.id, NO_CONSENT_REASON);
    else if (row.capped) refused.set(row.id, NUMBER_CALL_CAP_REASON);
  }
  return refused;
}

/**
 * The not-placed reports of calls the check refused: no attempt counts, no campaign pauses. A
 * capped contact is held until its cap lets it go when the outcome path re-queues it.
 */
export function doNotCallReports(refused: ReadonlyMap<string, string>): NotPlacedReport[] {
  const now = new Date();
  return [...refused].map(([callId, reason]) => ({
    callId,
    reason,
    pauseWith: null,
    retryAt: now,
  }));
}
