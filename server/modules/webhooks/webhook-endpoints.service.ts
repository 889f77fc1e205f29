import { randomUUID } from 'node:crypto';
import {
  MAX_ENDPOINTS,
  WEBHOOK_MESSAGES,
  type WebhookEndpointView,
  type WebhookEvent,
} from '../../../shared/webhooks/webhooks';
import { assertRoomUnderCap } from '../../db/account-cap';
import type { AppDeps } from '../../deps';
import { BadInputError, NotFoundError } from '../../errors';
import { FAILURE_WINDOW_MS } from './retry-schedule';
import { countEndpoints, endpointOfAccount, listEndpoints } from './webhook-endpoints.repository';
import { newWebhookSecret } from './webhook-secrets';
import { assertWebhookUrl } from './webhook-url';

type Deps = Pick<AppDeps, 'db' | 'config' | 'resolve'>;
/** A rolled-away secret still signs deliveries this long, so receivers can switch. */
export const ROLLING_OVERLAP_MS = FAILURE_WINDOW_MS;

export async function addEndpoint(
  deps: Deps,
  accountId: string,
  input: { url: string; events: WebhookEvent[] },
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  await assertWebhookUrl(deps, input.url);
  const id = randomUUID();
  const secret = newWebhookSecret(deps.config, id);
  await deps.db.transaction().execute(async (trx) => {
    await assertRoomUnderCap(trx, {
      accountId,
      limit: MAX_ENDPOINTS,
      count: (q) => countEndpoints(q, accountId),
      refusal: () => new BadInputError(WEBHOOK_MESSAGES.tooManyEndpoints),
    });
    await trx
      .insertInto('webhook_endpoints')
      .values({
        id,
        account_id: accountId,
        url: input.url,
        events: [...new Set(input.events)],
        secret_key_id: secret.keyId,
        secret_ciphertext: secret.ciphertext,
        previous_secret_key_id: null,
        previous_secret_ciphertext: null,
        previous_secret_until: null,
        disabled_at: null,
        failing_since: null,
      })
      .execute();
  });
  const endpoint = (await listEndpoints(deps.db, accountId)).find((e) => e.id === id)!;
  return { endpoint, secret: secret.secret };
}

async function ownEndpoint(deps: Deps, accountId: string, endpointId: string) {
  const endpoint = await endpointOfAccount(deps.db, accountId, endpointId);
  if (!endpoint) throw new NotFoundError(WEBHOOK_MESSAGES.endpointNotFound);
  return endpoint;
}

/** A new secret, shown once; the old one keeps signing (a second v1) for 24 hours. */
export async function rollSecret(
  deps: Deps,
  accountId: string,
  endpointId: string,
  now: Date = new Date(),
): Promise<{ secret: string; previousSecretUntil: string }> {
  const endpoint = await ownEndpoint(deps, accountId, endpointId);
  const secret = newWebhookSecret(deps.config, endpoint.id);
  const until = new Date(now.getTime() + ROLLING_OVERLAP_MS);
  await deps.db
    .updateTable('webhook_endpoints')
    .set({
      secret_key_id: secret.keyId,
      secret_ciphertext: secret.ciphertext,
      previous_secret_key_id: endpoint.secret_key_id,
      previous_secret_ciphertext: endpoint.secret_ciphertext,
      previous_secret_until: until,
    })
    .where('id', '=', endpoint.id)
    .where('account_id', '=', accountId)
    .execute();
  return { secret: secret.secret, previousSecretUntil: until.toISOString() };
}

/**
 * Edits an endpoint's URL and events (the URL checked as when added); its secret stays. A new URL
 * starts the failure window afresh; deliveries still being retried go to the new URL.
 */
export async function updateEndpoint(
  deps: Deps,
  accountId: string,
  input: { endpointId: string; url: string; events: WebhookEvent[] },
): Promise<WebhookEndpointView> {
  const endpoint = await ownEndpoint(deps, accountId, input.endpointId);
  await assertWebhookUrl(deps, input.url);
  await deps.db
    .updateTable('webhook_endpoints')
    .set({
      url: input.url,
      events: [...new Set(input.events)],
      ...(input.url === endpoint.url ? {} : { failing_since: null }),
    })
    .where('id', '=', endpoint.id)
    .where('account_id', '=', accountId)
    .execute();
  return (await listEndpoints(deps.db, accountId)).find((e) => e.id === endpoint.id)!;
}

export async function removeEndpoint(deps: Deps, accountId: string, endpointId: string) {
  const result = await deps.db
    .deleteFrom('webhook_endpoints')
    .where('id', '=', endpointId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw new NotFoundError(WEBHOOK_MESSAGES.endpointNotFound);
  }
}

/** Turns a disabled endpoint back on; its failure window starts afresh. */
export async function enableEndpoint(deps: Deps, accountId: string, endpointId: string) {
  const endpoint = await ownEndpoint(deps, accountId, endpointId);
  await assertWebhookUrl(deps, endpoint.url);
  await deps.db
    .updateTable('webhook_endpoints')
    .set({ enabled: true, disabled_at: null, failing_since: null })
    .where('id', '=', endpoint.id)
    .where('account_id', '=', accountId)
    .execute();
}
