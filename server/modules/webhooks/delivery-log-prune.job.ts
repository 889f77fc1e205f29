import { sql } from 'kysely';
import type { AppDeps } from '../../deps';

/** The delivery log (webhooks and AccuLynx write-backs) keeps this long (docs/decisions.md). */
export const DELIVERY_LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** The prune runs hourly: each run deletes at most an hour's worth of rows past the window. */
export const DELIVERY_LOG_PRUNE_MS = 60 * 60 * 1000;
const BATCH = 5000;

/**
 * Recurring: deletes delivery-log rows older than 30 days, in batches (short locks). A row still
 * pending or retrying (a "Resend" of an old row) is left until it finishes.
 */
export async function pruneDeliveryLog(
  deps: Pick<AppDeps, 'db'>,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - DELIVERY_LOG_RETENTION_MS);
  let deleted = 0;
  for (;;) {
    const result = await sql`
      delete from webhook_deliveries
      where id in (
        select id from webhook_deliveries
        where created_at < ${before} and status not in ('pending', 'retrying')
        limit ${BATCH})`.execute(deps.db);
    const n = Number(result.numAffectedRows ?? 0);
    deleted += n;
    if (n < BATCH) return deleted;
  }
}
