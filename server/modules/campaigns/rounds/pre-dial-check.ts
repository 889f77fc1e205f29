import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';
import type { NotPlacedReport } from '../../../voice/voice-provider';
import { DO_NOT_CALL_REASON, onDoNotCallSql } from '../policy/do-not-call';

/** The consent fact kept on the call (its audit trail): the record used, or why none was needed. */
const consentBasisSql = sql<string>`case
  when cr.phone_number is not null then 'consent recorded: '
    || coalesce(nullif(cr.consent_source, ''), 'source not given') || ', '
    || coalesce(to_char(cr.consent_date, 'YYYY-MM-DD'), 'date not given')
  when k.provider = 'simulated' then 'consent not required: simulated'
  when not l.consent_required then 'consent not required: setting off'
  else 'no consent record' end`;

/**
 * The second do-not-call check, right before the provider is asked to dial: stamps each campaign
 * call with the time its number was checked and the consent the policy used (the call's audit
 * trail; the calling-hours facts of #29 join these) and returns the calls whose
 * number went on the list since the claim. Test calls (no contact) are not checked.
 */
export async function blockedBeforeDial(
  db: Kysely<Database>,
  callIds: readonly string[],
): Promise<Set<string>> {
  if (callIds.length === 0) return new Set();
  const { rows } = await sql<{ id: string; blocked: boolean }>`
    update calls k set dnc_checked_at = now(), consent_basis = ${consentBasisSql}
    from contacts c
    join contact_lists l on l.id = c.list_id
    left join consent_records cr
      on cr.account_id = c.account_id and cr.phone_number = c.phone_number and cr.consented
    where k.id = any(${callIds}::uuid[]) and c.id = k.contact_id
    returning k.id, ${onDoNotCallSql('c')} as blocked`.execute(db);
  return new Set(rows.filter((row) => row.blocked).map((row) => row.id));
}

/** The not-placed reports of calls the check refused: no attempt counts, no campaign pauses. */
export function doNotCallReports(callIds: Iterable<string>): NotPlacedReport[] {
  const now = new Date();
  return [...callIds].map((callId) => ({
    callId,
    reason: DO_NOT_CALL_REASON,
    pauseWith: null,
    retryAt: now,
  }));
}
