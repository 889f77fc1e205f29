import { type Kysely, sql } from 'kysely';
import type { ContactStatus } from '../../../../shared/dialer/contact-status';
import type { ContactsPage } from '../../../../shared/dialer/list-summary';
import type { Database } from '../../../db/types';
import { consentAllowsSql } from '../policy/consent';
import { newestNationalCopySql, registryOfRow, registryVerdictSql } from '../policy/registry';
import type { ContactForReason } from '../policy/skip-reasons';

type Conn = Kysely<Database>;

export type ContactsQuery = {
  listId: string;
  page: number;
  pageSize: number;
  status?: ContactStatus;
  search?: string;
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of a list's contacts in file order; `knownTotal` skips the count when unfiltered. */
export async function contactsPage(
  db: Conn,
  query: ContactsQuery,
  knownTotal: number,
  reasonOf: (contact: ContactForReason) => string | null,
  realCalls: boolean,
): Promise<ContactsPage> {
  const search = query.search?.trim() ?? '';
  let base = db.selectFrom('contacts').where('list_id', '=', query.listId);
  if (query.status) base = base.where('status', '=', query.status);
  if (search) {
    const pattern = likePattern(search);
    base = base.where((eb) =>
      eb.or([eb('first_name', 'ilike', pattern), eb('phone_number', 'ilike', pattern)]),
    );
  }
  const rows = await base
    .select([
      'id',
      'row_number',
      'phone_number',
      'first_name',
      'status',
      'attempts',
      'last_attempt_at',
      'next_eligible_at',
      'window_key',
      'skip_reason',
      sql<boolean>`not ${consentAllowsSql('contacts', realCalls)}`.as('no_consent'),
      registryVerdictSql('contacts', new Date(), realCalls).as('registry_verdict'),
      newestNationalCopySql('contacts').as('newest_copy'),
    ])
    .orderBy('row_number')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const filtered = Boolean(query.status || search);
  const total = filtered
    ? Number(
        (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      )
    : knownTotal;
  return {
    rows: rows.map((row) => ({
      id: String(row.id),
      rowNumber: row.row_number,
      phoneNumber: row.phone_number,
      firstName: row.first_name,
      status: row.status,
      attempts: row.attempts,
      lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
      skipReason: reasonOf({ ...row, registry: registryOfRow(row) }),
    })),
    total,
  };
}
