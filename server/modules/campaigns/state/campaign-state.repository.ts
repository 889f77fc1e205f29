import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types';

type Trx = Transaction<Database>;

/** Locks the list row: every change to a campaign's state or in-flight calls goes through it. */
export function lockList(trx: Trx, listId: string) {
  return trx
    .selectFrom('contact_lists')
    .selectAll()
    .where('id', '=', listId)
    .forUpdate()
    .executeTakeFirst();
}

export type ListRow = NonNullable<Awaited<ReturnType<typeof lockList>>>;
