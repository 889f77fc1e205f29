import { sql } from 'kysely';
import type { AppDeps } from '../../deps';

const BATCH = 500;

/**
 * Recurring: queues the first attempt of deliveries the outbox got since the last run. Rows are
 * seen only once committed, so an event of a rolled-back change is never sent. Jobs are queued
 * before the rows are marked (same transaction): a crash between queues a job twice at worst,
 * and the second finds its attempt taken. Then attempts whose job was lost are queued again.
 */
export async function relayWebhookDeliveries(deps: Pick<AppDeps, 'db' | 'queues'>) {
  for (;;) {
    const queued = await deps.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        select id from webhook_deliveries
        where queued_at is null
        order by created_at
        limit ${BATCH}
        for update skip locked`.execute(trx);
      if (rows.length === 0) return 0;
      await deps.queues.addMany(
        'webhook-delivery',
        rows.map((row) => ({ deliveryId: row.id, attempt: 1 })),
      );
      await trx
        .updateTable('webhook_deliveries')
        .set({ queued_at: new Date() })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      return rows.length;
    });
    if (queued < BATCH) break;
  }
  await requeueLost(deps);
}

/** An attempt due this long ago whose job never ran was lost with its job: queued again. */
export const LOST_AFTER_MS = 10 * 60 * 1000;

async function requeueLost(deps: Pick<AppDeps, 'db' | 'queues'>) {
  const { rows } = await sql<{ id: string; attempts: number }>`
    select id, attempts from webhook_deliveries
    where status in ('pending', 'retrying') and queued_at is not null
      and coalesce(next_attempt_at, queued_at) < ${new Date(Date.now() - LOST_AFTER_MS)}
    limit ${BATCH}`.execute(deps.db);
  // The id of the attempt's own job: one still waiting makes this add a no-op.
  await deps.queues.addMany(
    'webhook-delivery',
    rows.map((row) => ({ deliveryId: row.id, attempt: row.attempts + 1 })),
  );
}
