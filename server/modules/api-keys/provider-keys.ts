import type { AppDeps } from '../../deps';
import type { ProviderKeys } from '../../voice/provider-keys';
import { keptSecret, readSecret, readSecretOfProviderCall } from './api-keys.service';

/** The key store's side of voice's ProviderKeys: keys opened from their sealed rows. */
export function storedProviderKeys(deps: Pick<AppDeps, 'db' | 'config'>): ProviderKeys {
  return {
    retellKey: (accountId) => readSecret(deps, accountId, 'retell'),
    retellKeyOfCall: (providerCallId, metadataAccountId) =>
      readSecretOfProviderCall(deps, 'retell', providerCallId, metadataAccountId),
    keptRetellKey: (accountId) => keptSecret(accountId, 'retell'),
  };
}
