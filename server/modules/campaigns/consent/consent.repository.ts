import { type Kysely, sql } from 'kysely';
import type { ConsentPreview } from '../../../../shared/dialer/consent-inputs';
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
  const { rows } = await sql<{ required: boolean; with_consent: number; total: number }>`
    select l.consent_required as required,
      (select count(*) filter (where ${consentRecordedSql('contacts')})::int from contacts
        where contacts.list_id = l.id and contacts.status <> 'Invalid Number') as with_consent,
      (select count(*)::int from contacts
        where contacts.list_id = l.id and contacts.status <> 'Invalid Number') as total
    from contact_lists l where l.id = ${listId} and l.account_id = ${accountId}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    required: consentRequired(row.required, realCalls),
    listSetting: row.required,
    realCalls,
    withConsent: row.with_consent,
    total: row.total,
  };
}
