import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../server/deps';
import { newWebhookSecret } from '../../server/modules/webhooks/webhook-secrets';
import type { WebhookEvent } from '../../shared/webhooks/webhooks';

/** An endpoint inserted directly (its URL is never called), for tests that read the outbox. */
export async function insertWebhookEndpoint(
  deps: Pick<AppDeps, 'db' | 'config'>,
  accountId: string,
  events: readonly WebhookEvent[],
  url = 'https://receiver.example/hooks',
): Promise<string> {
  const id = randomUUID();
  const secret = newWebhookSecret(deps.config, id);
  await deps.db
    .insertInto('webhook_endpoints')
    .values({
      id,
      account_id: accountId,
      url,
      events: [...events],
      secret_key_id: secret.keyId,
      secret_ciphertext: secret.ciphertext,
      previous_secret_key_id: null,
      previous_secret_ciphertext: null,
      previous_secret_until: null,
      disabled_at: null,
      failing_since: null,
    })
    .execute();
  return id;
}
