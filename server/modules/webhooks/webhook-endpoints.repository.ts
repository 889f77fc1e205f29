import type { Kysely } from 'kysely';
import type { WebhookEndpointView, WebhookEvent } from '../../../shared/webhooks/webhooks';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export async function listEndpoints(db: Db, accountId: string): Promise<WebhookEndpointView[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select([
      'id',
      'url',
      'events',
      'enabled',
      'disabled_at',
      'previous_secret_until',
      'created_at',
    ])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    disabledAt: iso(row.disabled_at),
    previousSecretUntil:
      row.previous_secret_until && row.previous_secret_until.getTime() > now
        ? row.previous_secret_until.toISOString()
        : null,
    createdAt: row.created_at.toISOString(),
  }));
}

export async function countEndpoints(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An endpoint with what signing needs, only if it belongs to the account. */
export function endpointOfAccount(db: Db, accountId: string, endpointId: string) {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', endpointId)
    .executeTakeFirst();
}
