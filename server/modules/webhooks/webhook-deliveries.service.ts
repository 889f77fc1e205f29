import {
  DELIVERIES_PAGE_SIZE,
  TEST_EVENT,
  WEBHOOK_MESSAGES,
  type WebhookDeliveryView,
} from '../../../shared/webhooks/webhooks';
import type { AppDeps } from '../../deps';
import { BadInputError, NotFoundError } from '../../errors';
import { DELIVERY_LOG_COLUMNS, deliveryLogView } from './delivery-log-row';
import { eventBody } from './publish-webhook-event';
import { endpointOfAccount } from './webhook-endpoints.repository';

type Deps = Pick<AppDeps, 'db' | 'queues'>;

/** The newest deliveries of one of the account's endpoints (the delivery log). */
export async function listDeliveries(
  deps: Deps,
  accountId: string,
  endpointId: string,
): Promise<WebhookDeliveryView[]> {
  const rows = await deps.db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_LOG_COLUMNS)
    .where('account_id', '=', accountId)
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .limit(DELIVERIES_PAGE_SIZE)
    .execute();
  return rows.map(deliveryLogView);
}

async function enabledEndpoint(deps: Deps, accountId: string, endpointId: string) {
  const endpoint = await endpointOfAccount(deps.db, accountId, endpointId);
  if (!endpoint) throw new NotFoundError(WEBHOOK_MESSAGES.endpointNotFound);
  if (!endpoint.enabled) throw new BadInputError(WEBHOOK_MESSAGES.endpointDisabled);
  return endpoint;
}

/** "Send test event": a `webhook.test` delivery, queued at once. */
export async function sendTestEvent(
  deps: Deps,
  accountId: string,
  endpointId: string,
): Promise<{ deliveryId: string }> {
  const endpoint = await enabledEndpoint(deps, accountId, endpointId);
  const body = eventBody(TEST_EVENT, { message: 'A test event from StormDialer' }, new Date());
  const row = await deps.db
    .insertInto('webhook_deliveries')
    .values({
      account_id: accountId,
      endpoint_id: endpoint.id,
      event: TEST_EVENT,
      body,
      response_code: null,
      duration_ms: null,
      last_error: null,
      next_attempt_at: null,
      queued_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await deps.queues.add('webhook-delivery', { deliveryId: row.id, attempt: 1 });
  return { deliveryId: row.id };
}

/** "Resend": the same delivery (same id and body) once more, now; a new signature. */
export async function resendDelivery(
  deps: Deps,
  accountId: string,
  deliveryId: string,
): Promise<void> {
  const delivery = await deps.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'endpoint_id', 'attempts'])
    .where('account_id', '=', accountId)
    .where('id', '=', deliveryId)
    .where('destination', '=', 'webhook')
    .executeTakeFirst();
  if (!delivery?.endpoint_id) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
  await enabledEndpoint(deps, accountId, delivery.endpoint_id);
  await deps.db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: null, queued_at: new Date() })
    .where('id', '=', delivery.id)
    .execute();
  await deps.queues.add('webhook-delivery', {
    deliveryId: delivery.id,
    attempt: delivery.attempts + 1,
    resend: true,
  });
}
