import type { WebhookDeliveryView } from '../../../shared/webhooks/webhooks';
import type { Database } from '../../db/types';

/** The columns the delivery log shows (webhook deliveries and AccuLynx write-backs alike). */
export const DELIVERY_LOG_COLUMNS = [
  'id',
  'endpoint_id',
  'event',
  'status',
  'attempts',
  'response_code',
  'duration_ms',
  'last_error',
  'next_attempt_at',
  'created_at',
] as const satisfies readonly (keyof Database['webhook_deliveries'])[];

type Row = {
  id: string;
  endpoint_id: string | null;
  event: string;
  status: WebhookDeliveryView['status'];
  attempts: number;
  response_code: number | null;
  duration_ms: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
};

/** One delivery-log row as the Settings page shows it. */
export function deliveryLogView(row: Row): WebhookDeliveryView {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.response_code,
    durationMs: row.duration_ms,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at ? row.next_attempt_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}
