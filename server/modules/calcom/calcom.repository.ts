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

export function calcomConnection(db: Conn, accountId: string) {
  return db
    .selectFrom('calcom_connections')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** The connection a webhook URL names; null for an id that is no connection's. */
export function calcomConnectionById(db: Conn, connectionId: string) {
  return db
    .selectFrom('calcom_connections')
    .selectAll()
    .where('id', '=', connectionId)
    .executeTakeFirst();
}

export async function saveWebhookState(
  db: Conn,
  accountId: string,
  state: {
    secret: { keyId: string; ciphertext: string } | null;
    webhookId: string | null;
    error: string | null;
  },
): Promise<void> {
  await db
    .updateTable('calcom_connections')
    .set({
      webhook_secret_key_id: state.secret?.keyId ?? null,
      webhook_secret_ciphertext: state.secret?.ciphertext ?? null,
      webhook_id: state.webhookId,
      webhook_error: state.error,
    })
    .where('account_id', '=', accountId)
    .execute();
}

export async function saveSyncResult(
  db: Conn,
  accountId: string,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('calcom_connections')
    .set(error ? { sync_error: error } : { sync_error: null, last_synced_at: new Date() })
    .where('account_id', '=', accountId)
    .execute();
}

/** Accounts with a Cal.com connection, for the periodic sync. */
export async function connectedAccounts(db: Conn): Promise<string[]> {
  const rows = await db.selectFrom('calcom_connections').select('account_id').execute();
  return rows.map((r) => r.account_id);
}
