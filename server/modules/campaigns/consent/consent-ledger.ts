import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { ConsentEventInput } from '../../../../shared/dialer/consent-ledger';
import type { Database } from '../../../db/types';

type Executor = Kysely<Database> | Transaction<Database>;

/** Sources a person speaks for themselves: only these may clear a revocation (with evidence). */
const FIRST_PARTY_SOURCES = ['form', 'by hand'];

/**
 * The consent state of the numbers `numbers` (a query of phone_number) of an account, folded from
 * its events and written over consent_records: the one writer of that table.
 * - A grant counts unless a later revocation or invalidation exists. A revocation is cleared only
 *   by a first-party grant (form, or by hand) with written evidence dated after it, never by an
 *   upload or an API claim; a grant spoken on a call is not written consent and never counts for
 *   an AI call.
 * - Among counting grants, evidenced ones first, then the latest.
 * - `consented` (what the dial rule reads): a counting grant, and written evidence when the owner
 *   requires it.
 */
export function refreshConsentRecordsSql(
  accountId: string,
  numbers: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`
    with ev as (
      select e.*, coalesce(e.captured_at, e.recorded_at) as at from consent_events e
      where e.account_id = ${accountId} and e.phone_number in (${numbers})),
    cut as (
      select phone_number,
        max(at) filter (where kind = 'revoked') as revoked_at,
        max(at) filter (where kind = 'invalidated') as invalidated_at
      from ev group by phone_number),
    counting as (
      select distinct on (e.phone_number) e.phone_number, e.id, e.evidence is not null as evidenced
      from ev e join cut using (phone_number)
      where e.kind = 'granted' and not e.by_voice
        and (cut.revoked_at is null or (e.evidence is not null
          and e.source = any(${FIRST_PARTY_SOURCES}::text[]) and e.at > cut.revoked_at))
        and (cut.invalidated_at is null or e.at > cut.invalidated_at)
      order by e.phone_number, e.evidence is not null desc, e.at desc, e.id desc),
    latest as (
      select distinct on (phone_number) phone_number, id from ev
      order by phone_number, at desc, id desc),
    state as (
      select cut.phone_number, coalesce(c.id, l.id) as event_id, c.id is not null as granted,
        coalesce(c.evidenced, false) as evidenced, cut.revoked_at
      from cut join latest l using (phone_number) left join counting c using (phone_number))
    insert into consent_records as r (account_id, phone_number, consented, granted, evidenced,
      revoked_at, event_id, consent_date, consent_source, list_id, recorded_at)
    select ${accountId}, s.phone_number,
      s.granted and (s.evidenced or not a.require_consent_evidence), s.granted, s.evidenced,
      s.revoked_at, s.event_id, (e.captured_at at time zone 'UTC')::date,
      coalesce(e.source_detail, case when e.source <> 'upload' then e.source end), e.list_id, now()
    from state s join consent_events e on e.id = s.event_id
    join accounts a on a.id = ${accountId}
    on conflict (account_id, phone_number) do update set consented = excluded.consented,
      granted = excluded.granted, evidenced = excluded.evidenced,
      revoked_at = excluded.revoked_at, event_id = excluded.event_id,
      consent_date = excluded.consent_date, consent_source = excluded.consent_source,
      list_id = excluded.list_id, recorded_at = excluded.recorded_at`;
}

/** Appends events (never updated) and refreshes the state of their numbers. */
export async function recordConsentEvents(
  trx: Transaction<Database>,
  accountId: string,
  events: readonly ConsentEventInput[],
  recordedBy: string | null,
): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('consent_events')
    .values(
      events.map((event) => ({
        account_id: accountId,
        phone_number: event.phoneNumber,
        kind: event.kind,
        source: event.source,
        source_detail: event.sourceDetail ?? null,
        by_voice: event.byVoice ?? false,
        captured_at: event.capturedAt,
        recorded_by: recordedBy,
        evidence: event.evidence ? JSON.stringify(event.evidence) : null,
        claim_evidence: event.claimEvidence ? JSON.stringify(event.claimEvidence) : null,
        list_id: event.listId ?? null,
      })),
    )
    .execute();
  const numbers = [...new Set(events.map((event) => event.phoneNumber))];
  await refreshConsentRecordsSql(accountId, sql`select unnest(${numbers}::text[])`).execute(trx);
}

/** After the owner's "require written-consent evidence" changed: every record of the account. */
export async function reapplyEvidenceRequirement(db: Executor, accountId: string): Promise<void> {
  await sql`
    update consent_records r set consented = r.granted and (r.evidenced
      or not (select require_consent_evidence from accounts where id = ${accountId}))
    where r.account_id = ${accountId}`.execute(db);
}
