import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';
import { consentRecordedSql } from '../policy/consent';
import { skipReasonCodeSql } from '../policy/skip-reasons';

export type ReasonCount = { code: string; window_key: string | null; n: number; consented: number };

/**
 * The contacts of one list counted by why they are (not) callable now and by window key, in one
 * statement over the list's contacts; when the consent rule needs consent (`consentRequired`),
 * also how many have it recorded.
 */
export async function reasonCounts(
  db: Kysely<Database>,
  list: { id: string },
  consentRequired: boolean,
  now: Date,
  openKeys: readonly string[],
  realCalls: boolean,
): Promise<ReasonCount[]> {
  const consented = consentRequired ? consentRecordedSql('contacts') : sql<boolean>`false`;
  const { rows } = await sql<ReasonCount>`
    select ${skipReasonCodeSql(now, openKeys, consentRequired, realCalls)} as code, window_key,
      count(*)::int as n, (count(*) filter (where ${consented}))::int as consented
    from contacts
    where list_id = ${list.id}
    group by 1, 2`.execute(db);
  return rows;
}
