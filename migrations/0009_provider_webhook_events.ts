import { type Kysely, sql } from 'kysely';

/**
 * Call events a voice provider posted, stored before the webhook is answered and processed by the
 * worker. A delivery repeated by the provider hits the unique key and changes nothing. Calls also
 * keep why and how long they ended, as reported.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table provider_webhook_events (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      provider text not null,
      provider_call_id text not null,
      event text not null,
      payload text not null,
      received_at timestamptz not null default now(),
      processed_at timestamptz,
      unique (provider_call_id, event)
    )`.execute(db);
  await sql`
    alter table calls
      add column disconnection_reason text,
      add column duration_ms integer check (duration_ms >= 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table calls drop column duration_ms, drop column disconnection_reason`.execute(
    db,
  );
  await sql`drop table provider_webhook_events`.execute(db);
}
