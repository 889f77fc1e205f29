import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';

type Conn = Kysely<Database> | Transaction<Database>;

export type VariantRow = {
  id: string;
  list_id: string;
  voice_agent_id: string;
  agent_name: string;
  weight: number;
  stopped_at: Date | null;
};

/** One list's variants (running and stopped), oldest first, with their agents' names. */
export function variantsOfList(db: Conn, accountId: string, listId: string): Promise<VariantRow[]> {
  return db
    .selectFrom('list_variants as v')
    .innerJoin('voice_agents as a', 'a.id', 'v.voice_agent_id')
    .select(['v.id', 'v.list_id', 'v.voice_agent_id', 'a.name as agent_name', 'v.weight'])
    .select('v.stopped_at')
    .where('v.account_id', '=', accountId)
    .where('v.list_id', '=', listId)
    .orderBy('v.created_at')
    .orderBy('v.id')
    .execute();
}

export type RunningVariant = {
  id: string;
  list_id: string;
  voice_agent_id: string;
  weight: number;
};

/** The running variants of these lists. */
export async function runningVariantsOf(
  db: Conn,
  listIds: readonly string[],
): Promise<RunningVariant[]> {
  if (listIds.length === 0) return [];
  return db
    .selectFrom('list_variants')
    .select(['id', 'list_id', 'voice_agent_id', 'weight'])
    .where('list_id', 'in', listIds)
    .where('stopped_at', 'is', null)
    .execute();
}

/** Stores contacts' variants (their assignment from now on). */
export async function storeAssignments(
  trx: Transaction<Database>,
  assignments: readonly { contactId: number; variantId: string }[],
): Promise<void> {
  if (assignments.length === 0) return;
  await sql`
    update contacts c set ab_variant_id = a.variant
    from unnest(${assignments.map((a) => a.contactId)}::bigint[],
      ${assignments.map((a) => a.variantId)}::uuid[]) as a(id, variant)
    where c.id = a.id`.execute(trx);
}
