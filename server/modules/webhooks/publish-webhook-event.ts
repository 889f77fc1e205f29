import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { WebhookEvent } from '../../../shared/webhooks/webhooks';
import type { Database } from '../../db/types';
import { publishAcculynxWritebacks } from '../acculynx-writeback/publish-acculynx-writebacks';

export type WebhookEventInput = {
  accountId: string;
  type: WebhookEvent;
  data: Record<string, unknown>;
};

/** The JSON body every endpoint receives for one event (docs/webhooks.md). */
export function eventBody(type: string, data: Record<string, unknown>, at: Date): string {
  return JSON.stringify({ id: randomUUID(), type, created_at: at.toISOString(), data });
}

/**
 * The one way a module announces an event outward: writes the outbox rows (one delivery per
 * enabled endpoint of the account that subscribed to the event) with the caller's connection, so
 * inside the caller's transaction they commit or roll back with its change. The relay job sends
 * them. One statement for many events; no endpoint, no row. AccuLynx write-backs of the same
 * events go into the same outbox (publish-acculynx-writebacks.ts).
 */
export async function publishWebhookEvents(
  db: Kysely<Database>,
  events: readonly WebhookEventInput[],
  at: Date = new Date(),
): Promise<void> {
  if (events.length === 0) return;
  const bodies = events.map((e) => eventBody(e.type, e.data, at));
  await sql`
    insert into webhook_deliveries (account_id, endpoint_id, event, body)
    select e.account_id, e.id, v.type, v.body
    from unnest(
      ${events.map((e) => e.accountId)}::uuid[],
      ${events.map((e) => e.type)}::text[],
      ${bodies}::text[]
    ) as v(account_id, type, body)
    join webhook_endpoints e
      on e.account_id = v.account_id and e.enabled and v.type = any(e.events)`.execute(db);
  await publishAcculynxWritebacks(
    db,
    events.map((e, i) => ({ ...e, body: bodies[i]! })),
  );
}
