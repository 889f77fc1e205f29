import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Consent as a history (issue #46): every grant, revocation and invalidation of a number is an
 * event that is never updated or deleted while its account exists; `consent_records` becomes the
 * state those events lead to (written only by the ledger), with whether written evidence backs it.
 * `compliance_log` records who changed what that allows more or fewer calls. Owners may require
 * written-consent evidence for real calls.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table consent_events (
      id bigint generated always as identity primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      phone_number text not null,
      kind text not null check (kind in ('granted', 'revoked', 'invalidated')),
      source text not null check (source in ('upload', 'api', 'form', 'call', 'by hand')),
      source_detail text,
      by_voice boolean not null default false,
      -- When the person gave or withdrew consent as its source says; null: the source gave no date.
      captured_at timestamptz,
      recorded_at timestamptz not null default now(),
      recorded_by uuid,
      evidence jsonb,
      list_id uuid
    )`.execute(db);
  await sql`create index consent_events_number_idx
    on consent_events (account_id, phone_number)`.execute(db);

  await sql`
    create table compliance_log (
      id bigint generated always as identity primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      actor_id uuid,
      actor_role text,
      action text not null,
      subject text,
      reason text,
      detail jsonb,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index compliance_log_account_idx on compliance_log (account_id, at desc)`.execute(
    db,
  );

  // A row changes never; it goes only with its account (the cascade runs after the account row
  // is gone, so the account no longer exists when it deletes).
  await sql`
    create function refuse_history_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and not exists (select 1 from accounts where id = old.account_id) then
        return old;
      end if;
      raise exception '% rows are history: they cannot be changed or deleted', tg_table_name
        using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  for (const table of ['consent_events', 'compliance_log']) {
    await sql`create trigger ${sql.raw(`${table}_is_history`)}
      before update or delete on ${sql.table(table)}
      for each row execute function refuse_history_change()`.execute(db);
  }

  // The app's role (0075) may add history, never take it back: TRUNCATE skips row triggers.
  await sql`revoke update, delete, truncate on consent_events, compliance_log
    from stormdialer_app`.execute(db);

  await sql`
    alter table consent_records
      add column granted boolean not null default false,
      add column evidenced boolean not null default false,
      add column revoked_at timestamptz,
      add column event_id bigint references consent_events (id)`.execute(db);
  await sql`
    alter table accounts add column require_consent_evidence boolean not null default false`.execute(
    db,
  );

  // Today's records become the first events of their numbers.
  await sql`
    with moved as (
      insert into consent_events (account_id, phone_number, kind, source, source_detail,
        captured_at, recorded_at, list_id)
      select account_id, phone_number, case when consented then 'granted' else 'revoked' end,
        'upload', consent_source, consent_date::timestamp at time zone 'UTC', recorded_at,
        list_id
      from consent_records
      returning id, account_id, phone_number, kind)
    update consent_records r set event_id = m.id, granted = m.kind = 'granted',
      revoked_at = case when m.kind = 'revoked' then r.recorded_at end
    from moved m where m.account_id = r.account_id and m.phone_number = r.phone_number`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table accounts drop column require_consent_evidence`.execute(db);
  await sql`alter table consent_records drop column granted, drop column evidenced,
    drop column revoked_at, drop column event_id`.execute(db);
  await sql`drop table compliance_log`.execute(db);
  await sql`drop table consent_events`.execute(db);
  await sql`drop function refuse_history_change()`.execute(db);
}
