import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A stored secret: which key sealed it, and iv | auth tag | ciphertext in base64. */
export type SealedSecret = { keyId: string; ciphertext: string };

export type SecretBox = {
  /**
   * Encrypts `plaintext` under the current key. `context` (e.g. `account:<id>:retell`) is bound
   * as associated data: the ciphertext only opens for the same context, so a sealed value copied
   * into another account's row does not decrypt.
   */
  seal(plaintext: string, context: string): SealedSecret;
  /** Decrypts with the key named by `keyId`; throws SecretBoxError on any mismatch or tampering. */
  open(sealed: SealedSecret, context: string): string;
  /** The id of the key new secrets are sealed with (rows with another id can be re-sealed). */
  currentKeyId: string;
};

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key's id: the first 16 hex characters of its SHA-256, so the key itself is never stored. */
export function keyIdOf(hexKey: string): string {
  return createHash('sha256').update(Buffer.from(hexKey, 'hex')).digest('hex').slice(0, 16);
}

/**
 * The one encryption helper for every secret the product stores (provider API keys, Cal.com keys,
 * later storm-provider keys): AES-256-GCM with a random 96-bit IV per seal. Keys are 64 hex
 * characters; `previousKeys` still open old rows after a rotation but never seal new ones.
 */
export function createSecretBox(
  currentKey: string,
  previousKeys: readonly string[] = [],
): SecretBox {
  const keys = new Map<string, Buffer>();
  for (const hex of [currentKey, ...previousKeys]) keys.set(keyIdOf(hex), Buffer.from(hex, 'hex'));
  const currentKeyId = keyIdOf(currentKey);
  const current = keys.get(currentKeyId)!;

  return {
    currentKeyId,
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const ciphertext = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
      return { keyId: currentKeyId, ciphertext };
    },
    open(sealed, context) {
      const key = keys.get(sealed.keyId);
      if (!key) throw new SecretBoxError('The key that sealed this secret is not configured');
      const raw = Buffer.from(sealed.ciphertext, 'base64');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('Sealed secret is too short');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = raw.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('Sealed secret does not decrypt (tampered or wrong context)');
      }
    },
  };
}

const boxes = new WeakMap<object, SecretBox>();

/** The process's box for this config (ENCRYPTION_KEY + ENCRYPTION_PREVIOUS_KEYS), built once. */
export function secretBoxFor(config: {
  encryptionKey: string;
  previousEncryptionKeys: readonly string[];
}): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = createSecretBox(config.encryptionKey, config.previousEncryptionKeys);
    boxes.set(config, box);
  }
  return box;
}
