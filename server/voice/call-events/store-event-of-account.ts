import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/**
 * The intake's one statement when the account (from the metadata we gave the call) and its key are
 * already known in this process: stores the event once per delivery key, but only while that
 * key is still the account's stored one and no other account's call has this provider call id.
 * Null when either check fails or a concurrent delivery of the same event is not yet visible:
 * the caller then takes the full path (which re-reads the account and key).
 */
export async function storeEventOfAccount(
  db: Kysely<Database>,
  values: {
    accountId: string;
    provider: string;
    providerCallId: string;
    event: string;
    payload: string;
    sealed: { keyId: string; ciphertext: string };
  },
): Promise<{ id: string; pending: boolean; duplicate: boolean } | null> {
  const { rows } = await sql<{ id: string; pending: boolean; duplicate: boolean }>`
    with ok as (
      select 1 from account_api_keys k
      where k.account_id = ${values.accountId} and k.provider = ${values.provider}
        and k.key_id = ${values.sealed.keyId} and k.ciphertext = ${values.sealed.ciphertext}
        and not exists (
          select 1 from calls c
          where c.provider = ${values.provider} and c.provider_call_id = ${values.providerCallId}
            and c.account_id <> ${values.accountId}
        )
    ), inserted as (
      insert into provider_webhook_events (account_id, provider, provider_call_id, event, payload)
      select ${values.accountId}, ${values.provider}, ${values.providerCallId}, ${values.event},
        ${values.payload}
      from ok
      on conflict (account_id, provider, provider_call_id, event) do nothing
      returning id
    )
    select id, true as pending, false as duplicate from inserted
    union all
    select id, processed_at is null, true from provider_webhook_events
    where exists (select 1 from ok) and not exists (select 1 from inserted)
      and account_id = ${values.accountId} and provider = ${values.provider}
      and provider_call_id = ${values.providerCallId} and event = ${values.event}`.execute(db);
  return rows[0] ?? null;
}
