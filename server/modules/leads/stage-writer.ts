import { sql, type Transaction } from 'kysely';
import type { PipelineStage } from '../../../shared/leads/pipeline';
import { automaticStage } from '../../../shared/leads/pipeline-rules';
import type { Database } from '../../db/types';
import { publishWebhookEvents } from '../webhooks/publish-webhook-event';

type Trx = Transaction<Database>;
export type StageMove = { contactId: number; stage: PipelineStage };
export type StageChange = { contactId: number; from: PipelineStage; to: PipelineStage };

/**
 * The one writer of a contact's pipeline stage. `manual` moves go where the user chose;
 * `automatic` ones (outcomes, call fields) only forward (`automaticStage`). Contacts of other
 * accounts are left alone. Keeps `contact_stage_counts` and the tags' copy of the stage in the same transaction.
 */
export async function moveStages(
  trx: Trx,
  accountId: string,
  moves: readonly StageMove[],
  mode: 'manual' | 'automatic',
): Promise<StageChange[]> {
  if (moves.length === 0) return [];
  const wanted = new Map(moves.map((move) => [move.contactId, move.stage]));
  const current = await trx
    .selectFrom('contacts')
    .select(['id', 'stage'])
    .where('account_id', '=', accountId)
    .where('id', 'in', [...wanted.keys()])
    .orderBy('id')
    .forUpdate()
    .execute();
  const changes: StageChange[] = [];
  for (const row of current) {
    const target = wanted.get(Number(row.id))!;
    const to = mode === 'manual' ? target : automaticStage(row.stage, target);
    if (to !== row.stage) changes.push({ contactId: Number(row.id), from: row.stage, to });
  }
  if (changes.length === 0) return [];
  const rows = sql.join(changes.map((c) => sql`(${c.contactId}::bigint, ${c.to}::text)`));
  await sql`
    update contacts c set stage = v.stage
    from (values ${rows}) as v(id, stage)
    where c.id = v.id and c.account_id = ${accountId}`.execute(trx);
  // The tags' copy of the stage; a trigger moves their counts (migration 0044).
  await sql`
    update contact_tags t set stage = v.stage
    from (values ${rows}) as v(id, stage)
    where t.contact_id = v.id and t.account_id = ${accountId}`.execute(trx);
  await addStageDeltas(trx, accountId, changes);
  await publishWebhookEvents(
    trx,
    changes.map((c) => ({
      accountId,
      type: 'contact.stage_changed',
      data: { contact_id: String(c.contactId), from: c.from, to: c.to, by: mode },
    })),
  );
  return changes;
}

async function addStageDeltas(trx: Trx, accountId: string, changes: readonly StageChange[]) {
  const delta = new Map<string, number>();
  for (const change of changes) {
    delta.set(change.from, (delta.get(change.from) ?? 0) - 1);
    delta.set(change.to, (delta.get(change.to) ?? 0) + 1);
  }
  // New is derived (contacts less the rest), never kept.
  const kept = [...delta].filter(([stage, n]) => stage !== 'New' && n !== 0).sort();
  if (kept.length === 0) return;
  await trx
    .insertInto('contact_stage_counts')
    .values(
      kept.map(([stage, n]) => ({
        account_id: accountId,
        stage,
        shard: sql<number>`pg_backend_pid()`,
        n,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'stage', 'shard'])
        .doUpdateSet({ n: sql`contact_stage_counts.n + excluded.n` }),
    )
    .execute();
}
