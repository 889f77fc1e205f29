import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

type Conn = Kysely<Database>;

export async function calcomUsername(db: Conn, accountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('calcom_connections')
    .select('username')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.username ?? null;
}

export async function saveCalcomUsername(db: Conn, accountId: string, username: string) {
  await db
    .insertInto('calcom_connections')
    .values({ account_id: accountId, username })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ username, updated_at: new Date() }))
    .execute();
}
