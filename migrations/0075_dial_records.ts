import { type Kysely, sql } from 'kysely';

/** The role the application connects as (DATABASE_APP_USER); migrations run as the owner. */
const APP_ROLE = 'stormdialer_app';

/**
 * The append-only dial record (issue #46): one row per decision of the last check before a call is
 * dialled (placed or refused), with what the decision relied on. The application connects as a
 * role that owns nothing: it may insert and read records but not update, delete or truncate them,
 * nor disable the trigger (only a table's owner may). Deleting an account's records and the
 * retention purge go through two SECURITY DEFINER functions that run as the owner.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    do $do$ begin
      if not exists (select from pg_roles where rolname = ${sql.lit(APP_ROLE)}) then
        create role ${sql.raw(APP_ROLE)} login;
      end if;
    end $do$`.execute(db);
  await sql`grant usage on schema public to ${sql.raw(APP_ROLE)}`.execute(db);
  await sql`grant select, insert, update, delete, truncate, references
    on all tables in schema public to ${sql.raw(APP_ROLE)}`.execute(db);
  await sql`grant usage, select, update on all sequences in schema public to ${sql.raw(APP_ROLE)}`.execute(
    db,
  );
  await sql`grant execute on all functions in schema public to ${sql.raw(APP_ROLE)}`.execute(db);
  await sql`alter default privileges in schema public grant select, insert, update, delete, truncate,
    references on tables to ${sql.raw(APP_ROLE)}`.execute(db);
  await sql`alter default privileges in schema public
    grant usage, select, update on sequences to ${sql.raw(APP_ROLE)}`.execute(db);
  await sql`alter table contact_lists add column started_by uuid`.execute(db);
  await sql`
    create table dial_records (
      id bigint generated always as identity primary key,
      account_id uuid not null,
      call_id uuid not null,
      decision text not null check (decision in ('placed', 'refused')),
      refused_reason text,
      started_by uuid,
      phone_number text not null,
      zones jsonb not null,
      schedule jsonb not null,
      rule_versions jsonb not null,
      state_rules text,
      consent_basis text,
      dnc_checked_at timestamptz not null,
      number_count integer not null,
      number_cap integer not null,
      agent_id uuid,
      decided_at timestamptz not null,
      recorded_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index dial_records_account_idx on dial_records (account_id, id)`.execute(db);
  await sql`create index dial_records_call_idx on dial_records (call_id)`.execute(db);
  await sql`revoke update, delete, truncate, references on dial_records
    from ${sql.raw(APP_ROLE)}`.execute(db);
  await sql`
    create function dial_records_append_only() returns trigger language plpgsql as $fn$
    begin
      if not pg_has_role(current_user,
          (select relowner from pg_class where oid = 'dial_records'::regclass), 'USAGE') then
        raise exception 'dial_records is append-only' using errcode = '42501';
      end if;
      return case when tg_op = 'DELETE' then old else new end;
    end $fn$`.execute(db);
  await sql`
    create trigger dial_records_append_only before update or delete on dial_records
    for each row execute function dial_records_append_only()`.execute(db);
  await sql`
    create function delete_account_dial_records(account uuid) returns bigint
    language sql security definer set search_path = public as $fn$
      with gone as (delete from dial_records where account_id = account returning 1)
      select count(*) from gone
    $fn$`.execute(db);
  await sql`
    create function purge_dial_records(older_than timestamptz) returns bigint
    language sql security definer set search_path = public as $fn$
      with gone as (delete from dial_records where decided_at < older_than returning 1)
      select count(*) from gone
    $fn$`.execute(db);
  await sql`revoke execute on function delete_account_dial_records(uuid), purge_dial_records(timestamptz)
    from public`.execute(db);
  await sql`grant execute on function delete_account_dial_records(uuid), purge_dial_records(timestamptz)
    to ${sql.raw(APP_ROLE)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function purge_dial_records(timestamptz)`.execute(db);
  await sql`drop function delete_account_dial_records(uuid)`.execute(db);
  await sql`drop table dial_records`.execute(db);
  await sql`drop function dial_records_append_only()`.execute(db);
  await sql`alter table contact_lists drop column started_by`.execute(db);
}
