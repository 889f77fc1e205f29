import type { AppDeps } from '../../deps';
import { CalcomError, calcomApi } from '../../integrations/calcom/calcom-client';
import { calcomConnection, saveWebhookState } from './calcom.repository';
import { newWebhookSecret } from './calcom-webhook-secret';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

/**
 * Registers a webhook for the account's bookings at `/api/webhooks/calcom/<connection id>` with a
 * fresh secret of its own (a reconnect replaces the previous webhook). Without a publicly
 * reachable APP_URL nothing is registered and bookings arrive by polling only; a refusal by
 * Cal.com is kept for the page and polling carries on.
 */
export async function registerBookingWebhook(
  deps: Deps,
  accountId: string,
  apiKey: string,
): Promise<void> {
  const connection = await calcomConnection(deps.db, accountId);
  if (!connection) return;
  const api = calcomApi(deps.config, apiKey);
  if (connection.webhook_id) {
    await api.deleteWebhook(connection.webhook_id).catch((error: unknown) => {
      deps.logger.info({ err: error, accountId }, 'previous Cal.com webhook not deleted');
    });
  }
  if (!deps.config.calcom.webhooks) {
    await saveWebhookState(deps.db, accountId, { secret: null, webhookId: null, error: null });
    return;
  }
  const { secret, sealed } = newWebhookSecret(deps.config, connection.id);
  try {
    const url = `${deps.config.calcom.webhookBaseUrl}/${connection.id}`;
    const webhookId = await api.createWebhook(url, secret);
    await saveWebhookState(deps.db, accountId, { secret: sealed, webhookId, error: null });
  } catch (error) {
    if (!(error instanceof CalcomError)) throw error;
    await saveWebhookState(deps.db, accountId, {
      secret: null,
      webhookId: null,
      error: error.message.slice(0, 300),
    });
  }
}
