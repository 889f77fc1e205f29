import { verify } from 'retell-sdk';
import type { AppDeps } from '../../deps';
import { storeEventOfAccount } from './store-event-of-account';

/**
 * The intake's fast path: the metadata names the account, this process already holds that
 * account's opened key and the signature verifies with it, so acceptance is one statement (which
 * also checks the key is still the stored one). Null: take the full path, which reads the account
 * and key afresh (first delivery for the account here, a changed key, another account's call).
 */
export async function acceptForKnownAccount(
  deps: AppDeps,
  delivery: {
    accountId: string;
    provider: string;
    providerCallId: string;
    event: string;
    rawBody: string;
    signature: string;
  },
): Promise<{ id: string; pending: boolean; duplicate: boolean } | null> {
  const kept = deps.keys.keptRetellKey(delivery.accountId);
  if (!kept || !(await verify(delivery.rawBody, kept.key, delivery.signature))) return null;
  return storeEventOfAccount(deps.db, {
    accountId: delivery.accountId,
    provider: delivery.provider,
    providerCallId: delivery.providerCallId,
    event: delivery.event,
    payload: delivery.rawBody,
    sealed: kept.sealed,
  });
}
