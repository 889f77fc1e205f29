import { type Kysely, sql } from 'kysely';

/**
 * AccuLynx write-back (issue #35).
 * - `contacts.acculynx_contact_id`: the AccuLynx contact a user chose for this contact from
 *   AccuLynx's contacts search (never matched automatically). Null: not linked.
 * - `webhook_deliveries` carries AccuLynx write-backs beside webhook deliveries (one outbox, one
 *   relay, one delivery log): `destination` says which, `endpoint_id` is set for webhooks only,
 *   `contact_id` names the contact written back, and `not_linked` logs a write-back that made no
 *   request because the contact was not linked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contacts add column acculynx_contact_id text`.execute(db);
  await sql`
    alter table webhook_deliveries
      alter column endpoint_id drop not null,
      add column destination text not null default 'webhook'
        check (destination in ('webhook', 'acculynx')),
      add column contact_id bigint,
      drop constraint webhook_deliveries_status_check,
      add constraint webhook_deliveries_status_check
        check (status in ('pending', 'retrying', 'delivered', 'failed', 'not_linked')),
      add constraint webhook_deliveries_endpoint_check
        check ((destination = 'webhook') = (endpoint_id is not null))`.execute(db);
  await sql`
    create index webhook_deliveries_acculynx_idx on webhook_deliveries (account_id, created_at desc)
      where destination = 'acculynx'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from webhook_deliveries where destination = 'acculynx'`.execute(db);
  await sql`
    alter table webhook_deliveries
      drop constraint webhook_deliveries_endpoint_check,
      drop constraint webhook_deliveries_status_check,
      add constraint webhook_deliveries_status_check
        check (status in ('pending', 'retrying', 'delivered', 'failed')),
      drop column contact_id,
      drop column destination,
      alter column endpoint_id set not null`.execute(db);
  await sql`alter table contacts drop column acculynx_contact_id`.execute(db);
}
