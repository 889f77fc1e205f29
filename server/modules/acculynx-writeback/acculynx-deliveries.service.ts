import { DELIVERIES_PAGE_SIZE, type WebhookDeliveryView } from '../../../shared/webhooks/webhooks';
import type { AppDeps } from '../../deps';
import { DELIVERY_LOG_COLUMNS, deliveryLogView } from '../webhooks/delivery-log-row';

/** The account's newest AccuLynx write-backs, in the delivery log's shape (with the contact). */
export async function listAcculynxDeliveries(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
): Promise<(WebhookDeliveryView & { contactId: string | null })[]> {
  const rows = await deps.db
    .selectFrom('webhook_deliveries')
    .select([...DELIVERY_LOG_COLUMNS, 'contact_id'])
    .where('account_id', '=', accountId)
    .where('destination', '=', 'acculynx')
    .orderBy('created_at', 'desc')
    .limit(DELIVERIES_PAGE_SIZE)
    .execute();
  return rows.map((row) => ({
    ...deliveryLogView(row),
    contactId: row.contact_id === null ? null : String(row.contact_id),
  }));
}
