import {
  API_KEY_PROVIDERS,
  type ApiKeyCheckStatus,
  type ApiKeyStatus,
  type ListedKeyProvider,
  type SaveApiKeyInput,
  type SecretProvider,
  UNUSED_KEY_PROVIDERS,
} from '../../../shared/agents/api-keys';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { retellApi } from '../../integrations/retell/retell-api';
import { createRetellClient } from '../../integrations/retell/retell-client';
import { RetellError } from '../../integrations/retell/retell-errors';
import { type SealedSecret, secretBoxFor } from '../../security/secret-box';
import {
  listKeyStatuses,
  loadSealedKey,
  loadSealedKeyOfProviderCall,
  upsertSealedKey,
} from './api-keys.repository';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Associated data of a sealed key: it only decrypts as this account's key for this provider. */
const secretContext = (accountId: string, provider: SecretProvider) =>
  `account:${accountId}:api-key:${provider}`;

/**
 * Configured yes/no per key the product uses (never the key), for every member of the account;
 * then any stored key it never reads (OpenAI, ElevenLabs), marked unused.
 */
export async function getApiKeyStatuses(deps: Deps, accountId: string): Promise<ApiKeyStatus[]> {
  const rows = await listKeyStatuses(deps.db, accountId);
  const status = (provider: ListedKeyProvider, unused: boolean): ApiKeyStatus => {
    const row = rows.find((r) => r.provider === provider);
    return {
      provider,
      configured: Boolean(row),
      unused,
      checkStatus: row?.check_status ?? null,
      checkMessage: row?.check_message ?? null,
      updatedAt: row ? new Date(row.updated_at).toISOString() : null,
    };
  };
  const stored = new Set(rows.map((r) => r.provider));
  return [
    ...API_KEY_PROVIDERS.map((p) => status(p, false)),
    ...UNUSED_KEY_PROVIDERS.filter((p) => stored.has(p)).map((p) => status(p, true)),
  ];
}

/** Asks Retell once whether it accepts the key; only a refusal of the key itself rejects it. */
async function checkRetellKey(
  deps: Deps,
  key: string,
): Promise<{ status: ApiKeyCheckStatus; message: string | null }> {
  try {
    await retellApi(createRetellClient(deps.config, key)).checkKey();
    return { status: 'valid', message: null };
  } catch (error) {
    if (error instanceof RetellError && (error.kind === 'auth' || error.kind === 'forbidden')) {
      return { status: 'rejected', message: error.message };
    }
    // Retell unreachable or failing: the key is kept, unchecked, and used when Retell is back.
    return { status: 'unchecked', message: null };
  }
}

/** Encrypts and stores a key (owners only, enforced by the router); Retell keys are checked. */
export async function saveApiKey(
  deps: Deps,
  actor: SessionUser,
  input: SaveApiKeyInput,
): Promise<ApiKeyStatus> {
  await storeSecret(deps, actor, input.provider, input.key);
  const statuses = await getApiKeyStatuses(deps, actor.accountId);
  return statuses.find((s) => s.provider === input.provider)!;
}

/** Seals and stores one secret of the account; checks Retell keys against Retell first. */
export async function storeSecret(
  deps: Deps,
  actor: SessionUser,
  provider: SecretProvider,
  plaintext: string,
  check: { status: ApiKeyCheckStatus; message: string | null } | null = null,
): Promise<void> {
  const result =
    check ??
    (provider === 'retell'
      ? await checkRetellKey(deps, plaintext)
      : { status: 'unchecked' as const, message: null });
  const sealed = secretBoxFor(deps.config).seal(
    plaintext,
    secretContext(actor.accountId, provider),
  );
  await upsertSealedKey(deps.db, {
    accountId: actor.accountId,
    provider,
    sealed,
    userId: actor.id,
    checkStatus: result.status,
    checkMessage: result.message,
  });
}

/** The decrypted key for server-side use (Retell, Cal.com calls); null when none is stored. */
export async function readSecret(
  deps: Deps,
  accountId: string,
  provider: SecretProvider,
): Promise<string | null> {
  const sealed = await loadSealedKey(deps.db, accountId, provider);
  if (!sealed) return null;
  return secretBoxFor(deps.config).open(sealed, secretContext(accountId, provider));
}

/** Opened keys by account and provider, with the sealed value they came from. */
const opened = new Map<string, { sealed: SealedSecret; key: string }>();
const OPENED_MAX = 10_000;

/**
 * A sealed key opened once per process: kept while the stored sealed value is the same. Saving a
 * key seals it afresh (a new nonce), so a changed key never matches the kept one.
 */
export function openSecretCached(
  deps: Pick<AppDeps, 'config'>,
  accountId: string,
  provider: SecretProvider,
  sealed: SealedSecret,
): string {
  const name = `${accountId}:${provider}`;
  const kept = opened.get(name);
  if (kept && kept.sealed.keyId === sealed.keyId && kept.sealed.ciphertext === sealed.ciphertext) {
    return kept.key;
  }
  const key = secretBoxFor(deps.config).open(sealed, secretContext(accountId, provider));
  if (opened.size >= OPENED_MAX) opened.clear();
  opened.set(name, { sealed, key });
  return key;
}

/** The key this process already opened for an account, with the sealed value it came from. */
export function keptSecret(
  accountId: string,
  provider: SecretProvider,
): { key: string; sealed: SealedSecret } | null {
  return opened.get(`${accountId}:${provider}`) ?? null;
}

/**
 * For a provider's webhook: the account a call belongs to (see loadSealedKeyOfProviderCall) and
 * its opened key, from one statement.
 */
export async function readSecretOfProviderCall(
  deps: Deps,
  provider: SecretProvider,
  providerCallId: string,
  metadataAccountId: string | null,
): Promise<{ accountId: string; key: string | null } | null> {
  const found = await loadSealedKeyOfProviderCall(
    deps.db,
    provider,
    providerCallId,
    metadataAccountId,
  );
  if (!found) return null;
  const key = found.sealed ? openSecretCached(deps, found.accountId, provider, found.sealed) : null;
  return { accountId: found.accountId, key };
}
