// Tables of outbound webhooks (migration 0038): endpoints and their deliveries (the outbox).
import type { ColumnType, Generated } from 'kysely';

export interface WebhookEndpointsTable {
  id: Generated<string>;
  account_id: string;
  url: string;
  events: string[];
  secret_key_id: string;
  secret_ciphertext: string;
  previous_secret_key_id: string | null;
  previous_secret_ciphertext: string | null;
  previous_secret_until: Date | null;
  enabled: Generated<boolean>;
  disabled_at: Date | null;
  failing_since: Date | null;
  created_at: Generated<Date>;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  account_id: string;
  /** Set for webhook deliveries; null for AccuLynx write-backs (migration 0047). */
  endpoint_id: string | null;
  destination: Generated<'webhook' | 'acculynx'>;
  /** The contact an AccuLynx write-back is for. */
  contact_id: ColumnType<string | null, number | string | null | undefined, never>;
  event: string;
  body: string;
  status: Generated<'pending' | 'retrying' | 'delivered' | 'failed' | 'not_linked'>;
  attempts: Generated<number>;
  response_code: number | null;
  duration_ms: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  queued_at: Date | null;
  created_at: Generated<Date>;
}

export interface WebhooksTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
