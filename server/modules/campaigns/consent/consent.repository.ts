import { type Kysely, sql } from 'kysely';
import type { ConsentPreview } from '../../../../shared/dialer/consent-inputs';
import type { Database } from '../../../db/types';
import { hasConsentSql } from '../policy/consent';

/** The list's setting and its valid contacts with and without recorded consent; null: not the account's. */
export async function consentPreviewOf(
  db: Kysely<Database>,
  accountId: string,
  listId: string,
): Promise<ConsentPreview | null> {
  const { rows } = await sql<{ required: boolean; with_consent: number; total: number }>`
    select l.consent_required as required,
      (select count(*) filter (where ${hasConsentSql('contacts')})::int from contacts
        where contacts.list_id = l.id and contacts.status <> 'Invalid Number') as with_consent,
      (select count(*)::int from contacts
        where contacts.list_id = l.id and contacts.status <> 'Invalid Number') as total
    from contact_lists l where l.id = ${listId} and l.account_id = ${accountId}`.execute(db);
  const row = rows[0];
  return row ? { required: row.required, withConsent: row.with_consent, total: row.total } : null;
}
