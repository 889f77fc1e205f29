import { type Kysely, sql } from 'kysely';
import type {
  ApiKeyCheckStatus,
  SecretProvider,
  StoredKeyProvider,
} from '../../../shared/agents/api-keys';
import type { Database } from '../../db/types';
import type { SealedSecret } from '../../security/secret-box';

type Conn = Kysely<Database>;

/** Status columns only: the ciphertext never leaves this file except as a SealedSecret. */
export function listKeyStatuses(db: Conn, accountId: string) {
  return db
    .selectFrom('account_api_keys')
    .select(['provider', 'check_status', 'check_message', 'updated_at'])
    .where('account_id', '=', accountId)
    .execute();
}

export async function loadSealedKey(
  db: Conn,
  accountId: string,
  provider: SecretProvider,
): Promise<(SealedSecret & { checkStatus: ApiKeyCheckStatus }) | null> {
  const row = await db
    .selectFrom('account_api_keys')
    .select(['key_id', 'ciphertext', 'check_status'])
    .where('account_id', '=', accountId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row
    ? { keyId: row.key_id, ciphertext: row.ciphertext, checkStatus: row.check_status }
    : null;
}

export async function upsertSealedKey(
  db: Conn,
  values: {
    accountId: string;
    provider: StoredKeyProvider;
    sealed: SealedSecret;
    userId: string;
    checkStatus: ApiKeyCheckStatus;
    checkMessage: string | null;
  },
): Promise<void> {
  const columns = {
    key_id: values.sealed.keyId,
    ciphertext: values.sealed.ciphertext,
    check_status: values.checkStatus,
    check_message: values.checkMessage,
    updated_by: values.userId,
    updated_at: new Date(),
  };
  await db
    .insertInto('account_api_keys')
    .values({ account_id: values.accountId, provider: values.provider, ...columns })
    .onConflict((oc) => oc.columns(['account_id', 'provider']).doUpdateSet(columns))
    .execute();
}

/**
 * The account a provider call belongs to (our call row's, else the account named in the
 * event's metadata when no call row knows that id yet) and its sealed key, in one statement.
 */
export async function loadSealedKeyOfProviderCall(
  db: Conn,
  provider: SecretProvider,
  providerCallId: string,
  metadataAccountId: string | null,
): Promise<{ accountId: string; sealed: SealedSecret | null } | null> {
  const { rows } = await sql<{
    account_id: string;
    key_id: string | null;
    ciphertext: string | null;
  }>`
    with ours as (
      select account_id from calls where provider = ${provider} and provider_call_id = ${providerCallId}
    ), owner as (
      select account_id from ours
      union all
      select id from accounts where id = ${metadataAccountId}::uuid and not exists (select 1 from ours)
      limit 1
    )
    select o.account_id, k.key_id, k.ciphertext
    from owner o
    left join account_api_keys k on k.account_id = o.account_id and k.provider = ${provider}`.execute(
    db,
  );
  const row = rows[0];
  if (!row) return null;
  const sealed =
    row.key_id && row.ciphertext ? { keyId: row.key_id, ciphertext: row.ciphertext } : null;
  return { accountId: row.account_id, sealed };
}
