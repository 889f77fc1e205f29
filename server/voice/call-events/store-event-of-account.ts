import { type Db, preparedQuery } from '../../db/database';

/** $1 account, $2 provider, $3 provider call id, $4 event, $5 payload, $6 key id, $7 ciphertext. */
const STORE_EVENT_OF_ACCOUNT = {
  name: 'store-event-of-account',
  text: `
    with ok as (
      select 1 from account_api_keys k
      where k.account_id = $1 and k.provider = $2
        and k.key_id = $6 and k.ciphertext = $7
        and not exists (
          select 1 from calls c
          where c.provider = $2 and c.provider_call_id = $3 and c.account_id <> $1
        )
    ), inserted as (
      insert into provider_webhook_events (account_id, provider, provider_call_id, event, payload)
      select $1, $2, $3, $4, $5 from ok
      on conflict (account_id, provider, provider_call_id, event) do nothing
      returning id
    )
    select id, true as pending, false as duplicate from inserted
    union all
    select id, processed_at is null, true from provider_webhook_events
    where exists (select 1 from ok) and not exists (select 1 from inserted)
      and account_id = $1 and provider = $2 and provider_call_id = $3 and event = $4`,
};

/**
 * The intake's one statement when the account (from the metadata we gave the call) and its key are
 * already known in this process: stores the event once per delivery key, but only while that
 * key is still the account's stored one and no other account's call has this provider call id.
 * Null when either check fails or a concurrent delivery of the same event is not yet visible:
 * the caller then takes the full path (which re-reads the account and key). Prepared once per
 * connection: planning it cost more than running it (docs/decisions.md).
 */
export async function storeEventOfAccount(
  db: Db,
  values: {
    accountId: string;
    provider: string;
    providerCallId: string;
    event: string;
    payload: string;
    sealed: { keyId: string; ciphertext: string };
  },
): Promise<{ id: string; pending: boolean; duplicate: boolean } | null> {
  const rows = await preparedQuery<{ id: string; pending: boolean; duplicate: boolean }>(
    db,
    STORE_EVENT_OF_ACCOUNT,
    [
      values.accountId,
      values.provider,
      values.providerCallId,
      values.event,
      values.payload,
      values.sealed.keyId,
      values.sealed.ciphertext,
    ],
  );
  return rows[0] ?? null;
}
