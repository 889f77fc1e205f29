import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';
import { CALL_DURATION_MS, callFieldMatches } from '../../call-logs/call-facts.sql';

/** One contact as one variant dialled it: its ended calls in that variant, folded. */
export type VariantContactRow = {
  variant_id: string;
  connected: boolean;
  /** An appointment was created from one of these calls. */
  booked: boolean;
  /** The agent's own appointment_booked field said so on one of these calls. */
  reported: boolean;
  talk_ms: number;
  talk_calls: number;
  cost_cents: number;
};

/**
 * The list's A/B results per (variant, contact): a contact is one trial however often it was
 * redialled; a contact moved off a stopped variant counts under each variant that dialled it.
 */
export async function variantContactRows(
  db: Kysely<Database>,
  scope: { accountId: string; listId: string; withSimulated: boolean },
): Promise<VariantContactRow[]> {
  const real = scope.withSimulated ? sql`` : sql`and c.provider <> 'simulated'`;
  const { rows } = await sql<VariantContactRow>`
    select c.ab_variant_id as variant_id,
      bool_or(f.connected) as connected,
      bool_or(b.booked is not null) as booked,
      bool_or(${callFieldMatches('appointment_booked', undefined)}) as reported,
      coalesce(sum(f.ms) filter (where f.connected), 0)::float8 as talk_ms,
      count(f.ms) filter (where f.connected)::int as talk_calls,
      coalesce(sum(c.cost_cents), 0)::float8 as cost_cents
    from calls c
    cross join lateral (select c.outcome in ('Completed', 'Answered') as connected,
      ${CALL_DURATION_MS} as ms) f
    left join lateral (select true as booked from appointments a
      where a.call_id = c.id and a.account_id = c.account_id limit 1) b on true
    where c.account_id = ${scope.accountId} and c.list_id = ${scope.listId}
      and c.ab_variant_id is not null and c.state = 'ended' and c.direction = 'outbound' ${real}
    group by c.ab_variant_id, c.contact_id
    order by c.ab_variant_id, c.contact_id`.execute(db);
  return rows;
}
