import { type Kysely, sql } from 'kysely';
import { nothingLeftSentence } from '../../../../shared/dialer/nothing-left';
import type { Database } from '../../../db/types';
import { consentRequired } from '../policy/consent';
import { INVALID_NUMBER } from '../policy/redial-eligibility';
import {
  CALLABLE_NOW,
  NOTHING_TO_WAIT_FOR,
  SKIP_REASONS,
  skipReasonCodeSql,
} from '../policy/skip-reasons';

type EndingList = { id: string; consent_required: boolean; openKeys: readonly string[] };

const ORDER = SKIP_REASONS.map((reason) => reason.code);

/**
 * Why each list that completes still has contacts nobody may call, as the list says it ("Nothing
 * left to call: 6 need recorded consent"): its biggest blocking reason with its count, counted with
 * the policy's own SQL (`skipReasonCodeSql`, as the start preview counts). Lists whose contacts
 * were all called to the end are absent; invalid numbers (the import report's) and numbers on the
 * do-not-call list (settled: skipping them is the list working) do not make a list "nothing left
 * to call", so a list that called everyone else reads "Completed".
 */
export async function nothingLeftReasons(
  db: Kysely<Database>,
  lists: readonly EndingList[],
  realCalls: boolean,
): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  for (const list of lists) {
    const required = consentRequired(list.consent_required, realCalls);
    const { rows } = await sql<{ code: string; n: number }>`
      select code, n from (
        select ${skipReasonCodeSql(new Date(), list.openKeys, required, realCalls)} as code, count(*)::int as n
        from contacts where list_id = ${list.id} and status <> 'Do Not Call'
        group by 1
      ) t
      where code <> all(${[CALLABLE_NOW, NOTHING_TO_WAIT_FOR, INVALID_NUMBER.code]}::text[])
      order by n desc, array_position(${ORDER}::text[], code)
      limit 1`.execute(db);
    const biggest = rows[0];
    if (biggest) result.set(list.id, nothingLeftSentence(biggest.code, biggest.n));
  }
  return result;
}
