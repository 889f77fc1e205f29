import { randomBytes } from 'node:crypto';
import type { Config } from '../../env';
import { type SealedSecret, secretBoxFor } from '../../security/secret-box';

/** Associated data of a sealed webhook secret: it only opens for this connection. */
const context = (connectionId: string) => `calcom-connection:${connectionId}:webhook-secret`;

/** A fresh secret for Cal.com to sign a connection's webhooks with, and its sealed form. */
export function newWebhookSecret(
  config: Config,
  connectionId: string,
): { secret: string; sealed: SealedSecret } {
  const secret = randomBytes(32).toString('hex');
  return { secret, sealed: secretBoxFor(config).seal(secret, context(connectionId)) };
}

export function openWebhookSecret(
  config: Config,
  connection: {
    id: string;
    webhook_secret_key_id: string | null;
    webhook_secret_ciphertext: string | null;
  },
): string | null {
  if (!connection.webhook_secret_key_id || !connection.webhook_secret_ciphertext) return null;
  try {
    return secretBoxFor(config).open(
      { keyId: connection.webhook_secret_key_id, ciphertext: connection.webhook_secret_ciphertext },
      context(connection.id),
    );
  } catch {
    return null;
  }
}
