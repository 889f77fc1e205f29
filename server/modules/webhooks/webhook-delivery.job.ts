import { sql } from 'kysely';
import { WEBHOOK_MESSAGES } from '../../../shared/webhooks/webhooks';
import type { AppDeps } from '../../deps';
import type { JobPayload } from '../../queue/jobs';
import { webhookFetchPolicy } from '../../security/fetch-policy';
import { deliverAcculynxWriteback } from '../acculynx-writeback/acculynx-writeback-attempt';
import { FAILURE_WINDOW_MS, nextAttemptAt } from './retry-schedule';
import { type AttemptResult, attemptDelivery } from './webhook-attempt';
import { mailEndpointDisabled } from './webhook-disabled-mail';
import { signingSecrets } from './webhook-secrets';

type Deps = Pick<AppDeps, 'db' | 'queues' | 'config' | 'mailer' | 'logger' | 'resolve' | 'redis'>;
export type Clock = () => Date;

/** Takes attempt `attempt` of a delivery; a stale job (another attempt ran) takes nothing. */
async function claim(deps: Deps, deliveryId: string, attempt: number) {
  return deps.db
    .updateTable('webhook_deliveries')
    .set({ attempts: attempt })
    .where('id', '=', deliveryId)
    .where('attempts', '=', attempt - 1)
    .where('status', 'in', ['pending', 'retrying'])
    .returning(['id', 'account_id', 'endpoint_id', 'event', 'body', 'created_at'])
    .returning(['destination', 'contact_id', 'queued_at'])
    .executeTakeFirst();
}

/**
 * One attempt of one outbound webhook delivery: signed with the endpoint's valid secrets, sent
 * through the guarded fetch, its result logged. A failure queues the next attempt on the backoff
 * schedule (retry-schedule.ts) until 24 hours after the event; an endpoint failing for 24 hours
 * without a success is disabled and its account's owners are e-mailed.
 */
export async function deliverWebhook(
  deps: Deps,
  payload: JobPayload<'webhook-delivery'>,
  clock: Clock = () => new Date(),
): Promise<void> {
  const delivery = await claim(deps, payload.deliveryId, payload.attempt);
  if (!delivery) return;
  if (delivery.destination === 'acculynx' || delivery.endpoint_id === null) {
    await deliverAcculynxWriteback(deps, delivery, payload.attempt, clock());
    return;
  }
  const endpoint = await deps.db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', delivery.endpoint_id)
    .executeTakeFirst();
  if (!endpoint?.enabled) {
    await finish(
      deps,
      delivery.id,
      {
        ok: false,
        responseCode: null,
        durationMs: 0,
        error: WEBHOOK_MESSAGES.endpointDisabled,
      },
      null,
    );
    return;
  }
  const now = clock();
  const policy = webhookFetchPolicy(deps.config, deps.resolve);
  const secrets = signingSecrets(deps.config, endpoint, now);
  const result = await attemptDelivery(endpoint.url, policy, delivery, secrets, now);
  if (result.ok) {
    await finish(deps, delivery.id, result, null);
    await deps.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: null })
      .where('id', '=', endpoint.id)
      .execute();
    return;
  }
  const disabled = await noteFailure(deps, endpoint.id, now);
  const next = disabled ? null : nextAttemptAt(delivery.created_at, payload.attempt, now);
  await finish(deps, delivery.id, result, next);
  if (disabled) await mailEndpointDisabled(deps, endpoint.account_id, endpoint.url);
  if (next) {
    await deps.queues.add('webhook-delivery', {
      deliveryId: delivery.id,
      attempt: payload.attempt + 1,
      notBefore: next.toISOString(),
    });
  }
}

async function finish(deps: Deps, deliveryId: string, result: AttemptResult, next: Date | null) {
  await deps.db
    .updateTable('webhook_deliveries')
    .set({
      status: result.ok ? 'delivered' : next ? 'retrying' : 'failed',
      response_code: result.responseCode,
      duration_ms: result.durationMs,
      last_error: result.error,
      next_attempt_at: next,
    })
    .where('id', '=', deliveryId)
    .execute();
}

/**
 * Starts the endpoint's failure window (if none) and disables it once the window has lasted
 * 24 hours. Returns whether this failure disabled it (so one e-mail goes out).
 */
async function noteFailure(deps: Deps, endpointId: string, now: Date): Promise<boolean> {
  const failingFrom = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const { rows } = await sql<{ disabled: boolean }>`
    update webhook_endpoints
    set failing_since = coalesce(failing_since, ${now}),
      enabled = enabled and coalesce(failing_since, ${now}) > ${failingFrom},
      disabled_at = case when enabled and coalesce(failing_since, ${now}) <= ${failingFrom}
        then ${now}::timestamptz else disabled_at end
    where id = ${endpointId}
    returning (disabled_at = ${now}::timestamptz and not enabled) as disabled`.execute(deps.db);
  return rows[0]?.disabled ?? false;
}
