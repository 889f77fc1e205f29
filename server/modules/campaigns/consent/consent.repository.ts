import { type Kysely, sql, type Transaction } from 'kysely';
import type { ConsentPreview } from '../../../../shared/dialer/consent-inputs';
import type { ConsentHistoryEntry } from '../../../../shared/dialer/consent-ledger';
import type { Database } from '../../../db/types';
import { consentRecordedSql, consentRequired } from '../policy/consent';

/**
 * The list's switch and its valid contacts with and without recorded consent; null: not the
 * account's. `realCalls`: the deployment's calls are real, so consent is required whatever the
 * switch says.
 */
export async function consentPreviewOf(
  db: Kysely<Database>,
  accountId: string,
  listId: string,
  realCalls: boolean,
): Promise<ConsentPreview | null> {
  const { rows } = await sql<{
    required: boolean;
    require_evidence: boolean;
    with_consent: number;
    evidenced: number;
    claimed: number;
    total: number;
  }>`
    select l.consent_required as required, a.require_consent_evidence as require_evidence,
      v.with_consent, v.evidenced, v.claimed, v.total
    from contact_lists l join accounts a on a.id = l.account_id
    cross join lateral (
      select (count(*) filter (where ${consentRecordedSql('c')}))::int as with_consent,
        (count(*) filter (where cr.granted and cr.evidenced))::int as evidenced,
        (count(*) filter (where cr.granted and not cr.evidenced))::int as claimed,
        count(*)::int as total
      from contacts c
      left join consent_records cr
        on cr.account_id = c.account_id and cr.phone_number = c.phone_number
      where c.list_id = l.id and c.status <> 'Invalid Number') v
    where l.id = ${listId} and l.account_id = ${accountId}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    required: consentRequired(row.required, realCalls),
    listSetting: row.required,
    realCalls,
    requireEvidence: row.require_evidence,
    withConsent: row.with_consent,
    evidenced: row.evidenced,
    claimed: row.claimed,
    total: row.total,
  };
}

/** The account's lists holding the number (their waiting campaigns look again). */
export async function listsWithNumber(
  trx: Transaction<Database>,
  accountId: string,
  number: string,
): Promise<string[]> {
  const rows = await trx
    .selectFrom('contacts')
    .select('list_id')
    .distinct()
    .where('account_id', '=', accountId)
    .where('phone_number', '=', number)
    .execute();
  return rows.map((row) => row.list_id);
}

/**
 * The number's consent events with who recorded them: newest first as a contact's history reads
 * them (by the date captured), or oldest first as recorded (the evidence pack).
 */
export async function consentEventsOf(
  db: Kysely<Database>,
  accountId: string,
  number: string,
  order: 'newest captured first' | 'oldest recorded first',
): Promise<ConsentHistoryEntry[]> {
  let query = db
    .selectFrom('consent_events as e')
    .leftJoin('users as u', 'u.id', 'e.recorded_by')
    .select([
      'e.id',
      'e.kind',
      'e.source',
      'e.source_detail',
      'e.by_voice',
      'e.captured_at',
      'e.recorded_at',
      'e.evidence',
      'e.claim_evidence',
      'e.list_id',
      'u.name as recorded_by',
    ])
    .where('e.account_id', '=', accountId)
    .where('e.phone_number', '=', number);
  query =
    order === 'newest captured first'
      ? query.orderBy(sql`coalesce(e.captured_at, e.recorded_at)`, 'desc').orderBy('e.id', 'desc')
      : query.orderBy('e.recorded_at').orderBy('e.id');
  const rows = await query.execute();
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    source: row.source,
    sourceDetail: row.source_detail,
    byVoice: row.by_voice,
    capturedAt: row.captured_at?.toISOString() ?? null,
    recordedAt: row.recorded_at.toISOString(),
    recordedBy: row.recorded_by,
    evidence: row.evidence,
    claimEvidence: row.claim_evidence,
    listId: row.list_id,
  }));
}
