import type { Kysely } from 'kysely';
import type { AcculynxMethod, StormProvider } from '../../../shared/storm/storm-providers';
import type { Database } from '../../db/types';
import type { SealedSecret } from '../../security/secret-box';

type Conn = Kysely<Database>;

/** Status columns only: the ciphertext never leaves this file except through loadStormSecret. */
export function listStormConnections(db: Conn, accountId: string) {
  return db
    .selectFrom('storm_connections')
    .select(['provider', 'method', 'verified', 'connected_at'])
    .where('account_id', '=', accountId)
    .execute();
}

export async function loadStormSecret(
  db: Conn,
  accountId: string,
  provider: StormProvider,
): Promise<SealedSecret | null> {
  const row = await db
    .selectFrom('storm_connections')
    .select(['key_id', 'ciphertext'])
    .where('account_id', '=', accountId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row ? { keyId: row.key_id, ciphertext: row.ciphertext } : null;
}

export async function upsertStormConnection(
  db: Conn,
  values: {
    accountId: string;
    provider: StormProvider;
    method: AcculynxMethod;
    sealed: SealedSecret;
    verified: boolean;
    userId: string;
  },
): Promise<void> {
  const columns = {
    method: values.method,
    key_id: values.sealed.keyId,
    ciphertext: values.sealed.ciphertext,
    verified: values.verified,
    connected_by: values.userId,
    connected_at: new Date(),
  };
  await db
    .insertInto('storm_connections')
    .values({ account_id: values.accountId, provider: values.provider, ...columns })
    .onConflict((oc) => oc.columns(['account_id', 'provider']).doUpdateSet(columns))
    .execute();
}

/** Deletes the connection and its secret; answers whether there was one. */
export async function deleteStormConnection(
  db: Conn,
  accountId: string,
  provider: StormProvider,
): Promise<boolean> {
  const result = await db
    .deleteFrom('storm_connections')
    .where('account_id', '=', accountId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function hasHailProvider(db: Conn, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('storm_connections')
    .select('provider')
    .where('account_id', '=', accountId)
    .where('provider', 'in', ['hailtrace', 'hailrecon'])
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
