import { DELIVERIES_PAGE_SIZE, type WebhookDeliveryView } from '../../../shared/webhooks/webhooks';
import type { AppDeps } from '../../deps';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The account's newest AccuLynx write-backs, in the delivery log's shape (with the contact). */
export async function listAcculynxDeliveries(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
): Promise<(WebhookDeliveryView & { contactId: string | null })[]> {
  const rows = await deps.db
    .selectFrom('webhook_deliveries')
    .select([
      'id',
      'event',
      'status',
      'attempts',
      'response_code',
      'duration_ms',
      'last_error',
      'next_attempt_at',
      'created_at',
      'contact_id',
    ])
    .where('account_id', '=', accountId)
    .where('destination', '=', 'acculynx')
    .orderBy('created_at', 'desc')
    .limit(DELIVERIES_PAGE_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    endpointId: null,
    contactId: row.contact_id === null ? null : String(row.contact_id),
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.response_code,
    durationMs: row.duration_ms,
    lastError: row.last_error,
    nextAttemptAt: iso(row.next_attempt_at),
    createdAt: row.created_at.toISOString(),
  }));
}
