import { type Kysely, sql } from 'kysely';

const STATUSES = `'confirmed', 'pending', 'cancelled', 'rejected'`;

/**
 * Appointments per account: made in the app or synced from Cal.com (keyed by the booking uid),
 * linked to the contact whose number or e-mail matches and that contact's latest call. The Cal.com
 * connection gets an id for its webhook URL, an encrypted webhook secret and its sync state.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table appointments (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts(id) on delete cascade,
      source text not null check (source in ('app', 'calcom')),
      calcom_uid text,
      title text not null,
      description text not null default '',
      start_time timestamptz not null,
      end_time timestamptz not null,
      client_name text not null,
      client_email text,
      client_phone text,
      status text not null check (status in (${sql.raw(STATUSES)})),
      location text,
      agent_id uuid references voice_agents(id) on delete set null,
      contact_id bigint references contacts(id) on delete set null,
      call_id uuid references calls(id) on delete set null,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (end_time >= start_time)
    )`.execute(db);
  await sql`create index appointments_account_start on appointments (account_id, start_time)`.execute(
    db,
  );
  await sql`create unique index appointments_account_calcom_uid on appointments (account_id, calcom_uid)
    where calcom_uid is not null`.execute(db);

  await sql`
    alter table calcom_connections
      add column id uuid not null default gen_random_uuid() unique,
      add column webhook_secret_key_id text,
      add column webhook_secret_ciphertext text,
      add column webhook_id text,
      add column webhook_error text,
      add column last_synced_at timestamptz,
      add column sync_error text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table calcom_connections
      drop column id,
      drop column webhook_secret_key_id,
      drop column webhook_secret_ciphertext,
      drop column webhook_id,
      drop column webhook_error,
      drop column last_synced_at,
      drop column sync_error`.execute(db);
  await sql`drop table appointments`.execute(db);
}
