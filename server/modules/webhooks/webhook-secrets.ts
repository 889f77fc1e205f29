import { randomBytes } from 'node:crypto';
import type { Config } from '../../env';
import { secretBoxFor } from '../../security/secret-box';

type Box = Pick<Config, 'encryptionKey' | 'previousEncryptionKeys'>;
const context = (endpointId: string) => `webhook-endpoint:${endpointId}`;

/** A new signing secret: shown to the owner once, stored sealed to its endpoint. */
export function newWebhookSecret(config: Box, endpointId: string) {
  const secret = `whsec_${randomBytes(24).toString('hex')}`;
  const sealed = secretBoxFor(config).seal(secret, context(endpointId));
  return { secret, keyId: sealed.keyId, ciphertext: sealed.ciphertext };
}

export function openWebhookSecret(
  config: Box,
  endpointId: string,
  keyId: string,
  ciphertext: string,
): string {
  return secretBoxFor(config).open({ keyId, ciphertext }, context(endpointId));
}

type SecretColumns = {
  id: string;
  secret_key_id: string;
  secret_ciphertext: string;
  previous_secret_key_id: string | null;
  previous_secret_ciphertext: string | null;
  previous_secret_until: Date | null;
};

/** The secrets a delivery is signed with now: the current one, and a rolled one still valid. */
export function signingSecrets(config: Box, endpoint: SecretColumns, now: Date): string[] {
  const current = openWebhookSecret(
    config,
    endpoint.id,
    endpoint.secret_key_id,
    endpoint.secret_ciphertext,
  );
  const { previous_secret_key_id: keyId, previous_secret_ciphertext: ciphertext } = endpoint;
  const until = endpoint.previous_secret_until;
  if (!keyId || !ciphertext || !until || until.getTime() <= now.getTime()) return [current];
  return [current, openWebhookSecret(config, endpoint.id, keyId, ciphertext)];
}
