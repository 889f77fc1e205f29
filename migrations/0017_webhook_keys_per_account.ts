import { type Kysely, sql } from 'kysely';

/**
 * A provider's duplicate-delivery key is unique per account (and provider), so one account's
 * deliveries can never shadow another's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table provider_webhook_events
      drop constraint provider_webhook_events_provider_call_id_event_key,
      add constraint provider_webhook_events_delivery_key
        unique (account_id, provider, provider_call_id, event)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table provider_webhook_events
      drop constraint provider_webhook_events_delivery_key,
      add constraint provider_webhook_events_provider_call_id_event_key
        unique (provider_call_id, event)`.execute(db);
}
