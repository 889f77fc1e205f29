import { type Kysely, sql } from 'kysely';

/**
 * Outbound webhooks (issue #35).
 * - `webhook_endpoints`: an account's receivers, the events each wants, its signing secret sealed
 *   (and the rolled-away one, valid until `previous_secret_until`),, and whether it is disabled (`failing_since`: first failure since the last success).
 * - `webhook_deliveries`: the outbox and the delivery log in one. `publishWebhookEvent` writes a
 *   row per subscribed endpoint in the caller's transaction; the relay job queues new rows after
 *   they are committed (`queued_at`); the delivery job writes each attempt's result.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table webhook_endpoints (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      url text not null,
      events text[] not null,
      secret_key_id text not null,
      secret_ciphertext text not null,
      previous_secret_key_id text,
      previous_secret_ciphertext text,
      previous_secret_until timestamptz,
      enabled boolean not null default true,
      disabled_at timestamptz,
      failing_since timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index webhook_endpoints_account_idx on webhook_endpoints (account_id)`.execute(
    db,
  );
  await sql`
    create table webhook_deliveries (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
      event text not null,
      body text not null,
      status text not null default 'pending'
        check (status in ('pending', 'retrying', 'delivered', 'failed')),
      attempts integer not null default 0,
      response_code integer,
      duration_ms integer,
      last_error text,
      next_attempt_at timestamptz,
      queued_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create index webhook_deliveries_endpoint_idx
      on webhook_deliveries (endpoint_id, created_at desc)`.execute(db);
  await sql`
    create index webhook_deliveries_unqueued_idx on webhook_deliveries (created_at)
      where queued_at is null`.execute(db);
  // The relay's look for attempts whose job was lost (Redis restored, a job removed).
  await sql`
    create index webhook_deliveries_open_idx
      on webhook_deliveries ((coalesce(next_attempt_at, queued_at)))
      where status in ('pending', 'retrying') and queued_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table webhook_deliveries`.execute(db);
  await sql`drop table webhook_endpoints`.execute(db);
}
