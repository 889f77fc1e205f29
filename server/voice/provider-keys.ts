/**
 * The accounts' provider keys, handed to voice by the composition root: voice reads no key store
 * (server/modules/api-keys implements this).
 */
export type ProviderKeys = {
  /** The account's Retell key, or null when none is stored. */
  retellKey(accountId: string): Promise<string | null>;
  /**
   * The account a Retell call belongs to (by the call's id, else the account its metadata names)
   * and that account's key; null when no account matches.
   */
  retellKeyOfCall(
    providerCallId: string,
    metadataAccountId: string | null,
  ): Promise<{ accountId: string; key: string | null } | null>;
  /**
   * The account's Retell key as this process last opened it (no database read), with the sealed
   * value it came from, so a statement can check that it is still the stored one; null if none.
   */
  keptRetellKey(
    accountId: string,
  ): { key: string; sealed: { keyId: string; ciphertext: string } } | null;
};
