import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';

export type ClaimedRow = {
  id: number;
  list_id: string;
  account_id: string;
  phone_number: string;
  first_name: string;
  attempts: number;
  last_attempt_at: Date | null;
  ab_variant_id: string | null;
};

/**
 * The claim's write, in the claim's one statement: the contacts `picks` selects (a SELECT of
 * ids that locks them) go In Progress, with no next time and no skip reason until their call ends.
 */
export async function markClaimed(
  trx: Transaction<Database>,
  picks: RawBuilder<unknown>,
): Promise<ClaimedRow[]> {
  const { rows } = await sql<ClaimedRow>`
    with picked as (${picks})
    update contacts c set status = 'In Progress', next_eligible_at = null, skip_reason = null
    where c.id = any(array(select id from picked))
    returning c.id, c.list_id, c.account_id, c.phone_number, c.first_name, c.attempts,
      c.last_attempt_at, c.ab_variant_id`.execute(trx);
  return rows;
}
