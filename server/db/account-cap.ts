import type { Transaction } from 'kysely';
import type { Database } from './types';

type Trx = Transaction<Database>;

export type AccountCap = {
  accountId: string;
  limit: number;
  /** What the cap counts, read inside the transaction (so after the lock is held). */
  count: (trx: Trx) => Promise<number>;
  /** The catalogued error a full account gets. */
  refusal: () => Error;
};

/**
 * Refuses unless the account has room under the cap, holding the account's row lock (FOR NO KEY
 * UPDATE, as the dialer's account locks) until the transaction ends: the caller inserts in the
 * same transaction, so a parallel caller counts only after this one's insert is committed.
 */
export async function assertRoomUnderCap(trx: Trx, cap: AccountCap): Promise<void> {
  await trx
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', cap.accountId)
    .forNoKeyUpdate()
    .execute();
  if ((await cap.count(trx)) >= cap.limit) throw cap.refusal();
}
