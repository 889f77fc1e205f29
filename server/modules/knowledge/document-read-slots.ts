import type { Kysely } from 'kysely';
import { KNOWLEDGE_MESSAGES } from '../../../shared/knowledge/knowledge-rules';
import { assertRoomUnderCap } from '../../db/account-cap';
import type { Database } from '../../db/types';
import { RateLimitedError } from '../../errors';
import type { DocumentReadSettings } from './document-read-pool';

/**
 * Takes one of the account's `queuePerAccount` read slots, counted over every API process, or
 * refuses with the catalogued 429. A slot not given back (its process died) stops counting after
 * the longest its account's full queue takes to read.
 */
export async function takeReadSlot(
  db: Kysely<Database>,
  accountId: string,
  settings: Pick<DocumentReadSettings, 'queuePerAccount' | 'readTimeoutMs'>,
): Promise<string> {
  const now = new Date();
  const lease = settings.readTimeoutMs * (settings.queuePerAccount + 1);
  return db.transaction().execute(async (trx) => {
    await assertRoomUnderCap(trx, {
      accountId,
      limit: settings.queuePerAccount,
      count: async (q) => {
        await q
          .deleteFrom('document_reads')
          .where('account_id', '=', accountId)
          .where('expires_at', '<=', now)
          .execute();
        const row = await q
          .selectFrom('document_reads')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      },
      refusal: () =>
        new RateLimitedError(KNOWLEDGE_MESSAGES.tooManyWaiting(settings.queuePerAccount)),
    });
    const slot = await trx
      .insertInto('document_reads')
      .values({ account_id: accountId, expires_at: new Date(now.getTime() + lease) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return slot.id;
  });
}

export async function releaseReadSlot(db: Kysely<Database>, slotId: string): Promise<void> {
  await db.deleteFrom('document_reads').where('id', '=', slotId).execute();
}
