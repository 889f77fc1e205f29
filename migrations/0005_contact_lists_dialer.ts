import { type Kysely, sql } from 'kysely';

const CAMPAIGN_STATES = `'idle', 'running', 'waiting', 'paused', 'stopped', 'completed'`;
const CONTACT_STATUSES = `'Not Called', 'In Progress', 'Completed', 'Dial No Answer', 'Reached Voicemail', 'Answered'`;
const OUTCOMES = `'Completed', 'Dial No Answer', 'Reached Voicemail', 'Answered'`;
const RETRYABLE = `'Dial No Answer', 'Reached Voicemail'`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table campaign_defaults (
      account_id uuid primary key references accounts(id) on delete cascade,
      max_attempts integer not null default 3 check (max_attempts between 1 and 10),
      retry_delay_minutes integer not null default 60 check (retry_delay_minutes between 5 and 1440),
      retry_statuses text[] not null default array['Dial No Answer', 'Reached Voicemail']
        check (retry_statuses <@ array[${sql.raw(RETRYABLE)}]),
      list_name text not null default 'Contacts List',
      list_description text not null default '',
      updated_at timestamptz not null default now()
    )`.execute(db);

  // Redial columns all null = the list follows the account defaults.
  await sql`
    create table contact_lists (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts(id) on delete cascade,
      name text not null,
      description text not null default '',
      file_name text not null,
      contact_count integer not null,
      created_at timestamptz not null default now(),
      state text not null default 'idle' check (state in (${sql.raw(CAMPAIGN_STATES)})),
      round_seq integer not null default 0,
      next_run_at timestamptz,
      next_round_at timestamptz,
      max_attempts integer check (max_attempts between 1 and 10),
      retry_delay_minutes integer check (retry_delay_minutes between 5 and 1440),
      retry_statuses text[] check (retry_statuses <@ array[${sql.raw(RETRYABLE)}]),
      updated_at timestamptz not null default now(),
      check ((max_attempts is null) = (retry_delay_minutes is null)
        and (max_attempts is null) = (retry_statuses is null))
    )`.execute(db);
  await sql`create index contact_lists_account_created_idx on contact_lists (account_id, created_at desc)`.execute(
    db,
  );
  await sql`create index contact_lists_active_idx on contact_lists (state) where state in ('running', 'waiting', 'paused')`.execute(
    db,
  );

  await sql`
    create table contacts (
      id bigint generated always as identity primary key,
      list_id uuid not null,
      account_id uuid not null,
      row_number integer not null,
      phone_number text not null,
      first_name text not null,
      extra jsonb not null default '{}'::jsonb,
      status text not null default 'Not Called' check (status in (${sql.raw(CONTACT_STATUSES)})),
      attempts integer not null default 0,
      last_attempt_at timestamptz,
      next_eligible_at timestamptz default 'epoch'
    )`.execute(db);
  // No foreign key on contacts.list_id: its per-row check doubled the COPY time of an import.
  // A statement-level trigger removes a deleted list's contacts instead (also on account cascade).
  await sql`
    create function contact_lists_delete_contacts() returns trigger language plpgsql as $fn$
    begin
      delete from contacts where list_id in (select id from deleted_lists);
      return null;
    end $fn$`.execute(db);
  await sql`
    create trigger contact_lists_delete_contacts after delete on contact_lists
    referencing old table as deleted_lists
    for each statement execute function contact_lists_delete_contacts()`.execute(db);
  await sql`create unique index contacts_list_row_key on contacts (list_id, row_number)`.execute(
    db,
  );
  // Status filter of the contacts table. Partial: a fresh import (all Not Called) skips it, which
  // makes COPY much cheaper; 'Not Called' pages walk contacts_list_row_key instead.
  await sql`
    create index contacts_list_status_row_idx on contacts (list_id, status, row_number)
    where status <> 'Not Called'`.execute(db);
  // The dialer's claim: eligible now = next_eligible_at <= now; null = never again.
  await sql`
    create index contacts_list_eligible_idx on contacts (list_id, next_eligible_at, row_number)
    where next_eligible_at is not null`.execute(db);

  await sql`
    create table calls (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null,
      list_id uuid not null references contact_lists(id) on delete cascade,
      contact_id bigint not null references contacts(id) on delete cascade,
      attempt integer not null check (attempt >= 1),
      round_seq integer not null,
      state text not null default 'in-progress' check (state in ('in-progress', 'ended')),
      outcome text check (outcome in (${sql.raw(OUTCOMES)})),
      provider text not null,
      provider_call_id text,
      started_at timestamptz not null default now(),
      ended_at timestamptz,
      unique (contact_id, attempt),
      check ((state = 'ended') = (outcome is not null))
    )`.execute(db);
  await sql`create index calls_list_started_idx on calls (list_id, started_at)`.execute(db);
  await sql`create index calls_in_progress_idx on calls (list_id, started_at) where state = 'in-progress'`.execute(
    db,
  );
  await sql`create index calls_account_started_idx on calls (account_id, started_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calls').execute();
  await db.schema.dropTable('contacts').execute();
  await db.schema.dropTable('contact_lists').execute();
  await sql`drop function contact_lists_delete_contacts()`.execute(db);
  await db.schema.dropTable('campaign_defaults').execute();
}
