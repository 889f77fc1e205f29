import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import type { AgentCheck, NotPlacedReport, PreDialRefusal } from '../../../voice/voice-provider';
import { OUTSIDE_CALLING_HOURS_REASON, windowOpenOfListsSql } from '../policy/calling-hours';
import { consentAllowsSql, consentRecordOfSql, NO_CONSENT_REASON } from '../policy/consent';
import { DO_NOT_CALL_REASON, onDoNotCallSql } from '../policy/do-not-call';
import { NUMBER_CALL_CAP_REASON, numberCapSql } from '../policy/number-call-cap';
import {
  NO_FRESH_COPY_REASON,
  ON_REGISTRY_REASON,
  type RegistryVerdict,
  registryVerdictSql,
} from '../policy/registry';
import { stateRuleTexts } from '../policy/state-rules-text';
import type { CallingClock } from './calling-clock';
import { appendDialRecords, closePlacedRecords, type DialDecision } from './dial-records';
import { type DispatchWindows, dispatchWindows, nextOpeningOf } from './dispatch-windows';
import { dncChecksOf, dncListVersions } from './dnc-list-versions';

const REGISTRY_REASONS = {
  'on-registry': ON_REGISTRY_REASON,
  'no-fresh-copy': NO_FRESH_COPY_REASON,
} as const;

/** Why a placed record is followed by another decision for its call. */
export const EARLIER_TRY_NOT_DIALLED = 'an earlier dispatch try ended with no call at the provider';

/** The contact's zones with their local time at the decision's instant (the audit trail). */
function localTimesSql(callingNow: Date) {
  return sql<string>`(select string_agg(z || ' ' || to_char(
      ${callingNow.toISOString()}::timestamptz at time zone z, 'YYYY-MM-DD HH24:MI Dy'), '; ')
    from unnest(string_to_array(nullif(split_part(c.window_key, '|', 1), ''), ',')) z)`;
}

/** The state rules applied at dial: each candidate state's row in force, or the federal floor alone. */
function stateRulesSql(callingNow: Date) {
  return sql<string>`coalesce((select string_agg(t.texts ->> s, ' | ')
    from (select ${JSON.stringify(stateRuleTexts(callingNow))}::jsonb as texts) t,
      unnest(string_to_array(nullif(split_part(c.window_key, '|', 2), ''), ',')) s
    where t.texts ? s), 'federal hours only: 8:00–21:00 local')`;
}

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
 * time its number was checked, the consent the policy used and its zones' local times at the
 * dispatch instant (the call's audit trail), and answers the calls that must not be dialled with
 * their reasons: the calls whose number went on the do-not-call list since the claim, that lack
 * the consent the mode placing them needs (`realCalls`: always for real calls), whose calling
 * hours closed since the claim (at the calling clock's now: a retried or queued dispatch), or
 * whose number reached its cap per 24 h (across lists) with calls placed before them. A dispatch
 * hands in its check of the call's agent (`agentChecks`): a refused disclosure is this decision's
 * refusal too, and pauses the campaign, so the record never says placed for a call not dialled.
 * The round's check of a provider that checks again at dispatch records only its refusals
 * (`recordAllowed` false): the dispatch's check is the decision that places the call.
 */
export async function refusedBeforeDial(
  db: Kysely<Database>,
  callIds: readonly string[],
  realCalls: boolean,
  clock: CallingClock,
  { agentChecks = new Map(), recordAllowed = true, dispatchTry = false }: PreDialOptions = {},
): Promise<Map<string, PreDialRefusal>> {
  if (callIds.length === 0) return new Map();
  const windows = await dispatchWindows(db, callIds, clock);
  return db.transaction().execute(async (trx) => {
    const rows = await checkCalls(trx, callIds, realCalls, windows);
    const refused = new Map<string, PreDialRefusal>();
    const now = new Date();
    for (const row of rows) {
      if (row.on_list) refused.set(row.id, { reason: DO_NOT_CALL_REASON, retryAt: now });
      else if (row.registry !== 'allowed')
        refused.set(row.id, { reason: REGISTRY_REASONS[row.registry], retryAt: now });
      else if (!row.consent_allows)
        refused.set(row.id, { reason: NO_CONSENT_REASON, retryAt: now });
      else if (!row.in_window) {
        const retryAt = nextOpeningOf(windows, row.id, clock);
        refused.set(row.id, { reason: OUTSIDE_CALLING_HOURS_REASON, retryAt, roundAt: now });
      } else if (row.capped) refused.set(row.id, { reason: NUMBER_CALL_CAP_REASON, retryAt: now });
      else {
        const agentRefusal = agentChecks.get(row.id)?.refused;
        if (agentRefusal)
          refused.set(row.id, { reason: agentRefusal, retryAt: now, pauseWith: agentRefusal });
      }
    }
    const recorded = rows.filter(
      (row) => row.list_id !== null && (recordAllowed || refused.has(row.id)),
    );
    const lists = await dncListVersions(
      trx,
      recorded.map((row) => row.account_id),
    );
    const decisions = recorded.map((row) => ({
      ...decisionOf(row, refused.get(row.id)?.reason ?? null, windows),
      dncChecks: dncChecksOf(lists.get(row.account_id), row.dnc_checked_at),
      agentVersion: agentChecks.get(row.id)?.agentVersion ?? null,
      disclosureHash: agentChecks.get(row.id)?.disclosureHash ?? null,
    }));
    // A dispatch's call checked again was allowed by an earlier try that ended with no call at the
    // provider. A round's calls are fresh claims: nothing to close.
    if (dispatchTry)
      await closePlacedRecords(
        trx,
        callIds.map((callId) => ({ callId, reason: EARLIER_TRY_NOT_DIALLED })),
      );
    await appendDialRecords(trx, decisions, windows.callingNow, now);
    return refused;
  });
}

type PreDialOptions = {
  agentChecks?: ReadonlyMap<string, AgentCheck>;
  recordAllowed?: boolean;
  /** The check of a provider's dispatch try: an earlier try's placed record may need closing. */
  dispatchTry?: boolean;
};

type CheckedCall = {
  id: string;
  list_id: string | null;
  account_id: string;
  started_by: string | null;
  phone_number: string;
  window_key: string | null;
  state_rules: string | null;
  consent_basis: string | null;
  dnc_checked_at: Date;
  before: number;
  cap: number;
  voice_agent_id: string | null;
  consent_event_id: number | null;
  on_list: boolean;
  registry: RegistryVerdict;
  capped: boolean;
  consent_allows: boolean;
  in_window: boolean;
};

/** The check's one statement: stamps the calls' audit trail and answers each rule. */
async function checkCalls(
  trx: Transaction<Database>,
  callIds: readonly string[],
  realCalls: boolean,
  windows: DispatchWindows,
): Promise<CheckedCall[]> {
  const { rows } = await sql<CheckedCall>`
    with checked as (
      select k.id, ${callsBeforeSql} as before, ${numberCapSql('c')} as cap,
        ${localTimesSql(windows.callingNow)} as local_times, ${stateRulesSql(windows.callingNow)} as state_rules
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
    returning k.id, k.list_id, k.account_id, l.started_by, c.phone_number, c.window_key,
      k.state_rules, k.consent_basis, k.dnc_checked_at, x.before, x.cap, k.voice_agent_id,
      cr.event_id as consent_event_id,
      ${onDoNotCallSql('c')} as on_list, x.before >= x.cap as capped,
      ${registryVerdictSql('c', new Date(), realCalls)} as registry,
      ${consentAllowsSql('c', realCalls)} as consent_allows,
      k.list_id is null or coalesce(${windowOpenOfListsSql('c', windows.open)}, false) as in_window`.execute(
    trx,
  );
  return rows;
}

function decisionOf(
  row: CheckedCall,
  refusedReason: string | null,
  windows: DispatchWindows,
): Omit<DialDecision, 'dncChecks' | 'agentVersion' | 'disclosureHash'> {
  return {
    callId: row.id,
    accountId: row.account_id,
    refusedReason,
    startedBy: row.started_by,
    phoneNumber: row.phone_number,
    windowKey: row.window_key,
    schedule: windows.keyOf.get(row.id)?.schedule ?? null,
    stateRules: row.state_rules,
    consentBasis: row.consent_basis,
    dncCheckedAt: row.dnc_checked_at,
    numberCount: row.before + 1,
    numberCap: row.cap,
    agentId: row.voice_agent_id,
    consentEventId: row.consent_event_id,
  };
}

/**
 * The not-placed reports of calls the check refused: no attempt counts, no campaign pauses. A
 * capped contact is held until its cap lets it go when the outcome path re-queues it; a contact
 * outside its calling hours waits for its window's next opening.
 */
export function refusedReports(refused: ReadonlyMap<string, PreDialRefusal>): NotPlacedReport[] {
  return [...refused].map(([callId, refusal]) => ({ callId, pauseWith: null, ...refusal }));
}
