import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';

type Trx = Transaction<Database>;

export type KeptAnswer = { bodyHash: Buffer; status: number | null; response: unknown };

/**
 * Takes an Idempotency-Key for this transaction: null when it is new (the row is ours until
 * commit); else the answer kept for it. A post with the same key still in flight makes this wait
 * for it (the unique key), so the retry sees its answer, or takes the key if it rolled back.
 */
export async function takeIdempotencyKey(
  trx: Trx,
  accountId: string,
  key: string,
  bodyHash: Buffer,
): Promise<KeptAnswer | null> {
  const taken = await trx
    .insertInto('lead_intake_requests')
    .values({ account_id: accountId, idempotency_key: key, body_hash: bodyHash })
    .onConflict((oc) => oc.doNothing())
    .returning(sql<number>`1`.as('taken'))
    .executeTakeFirst();
  if (taken) return null;
  const kept = await trx
    .selectFrom('lead_intake_requests')
    .select(['body_hash', 'status', 'response'])
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  return { bodyHash: kept.body_hash, status: kept.status, response: kept.response };
}

export async function keepAnswer(
  trx: Trx,
  accountId: string,
  key: string,
  answer: { status: number; response: unknown },
): Promise<void> {
  await trx
    .updateTable('lead_intake_requests')
    .set({ status: answer.status, response: JSON.stringify(answer.response) })
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', key)
    .execute();
}
