import type { Kysely } from 'kysely';
import type {
  ApiKeyCheckStatus,
  SecretProvider,
  StoredKeyProvider,
} from '../../../shared/agents/api-keys';
import type { Database } from '../../db/types';
import type { SealedSecret } from '../../security/secret-box';

type Conn = Kysely<Database>;

/** Status columns only: the ciphertext never leaves this file except through loadSealedKey. */
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
