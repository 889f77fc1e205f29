import { type Kysely, sql } from 'kysely';

/**
 * Consent per number (from the optional CSV columns), the per-list setting "Only dial contacts
 * with recorded consent", and the account's business name and callback number the disclosure
 * needs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table consent_records (
      account_id uuid not null references accounts (id) on delete cascade,
      phone_number text not null,
      consented boolean not null,
      consent_date date,
      consent_source text,
      list_id uuid references contact_lists (id) on delete set null,
      recorded_at timestamptz not null default now(),
      primary key (account_id, phone_number)
    )`.execute(db);
  await sql`
    alter table contact_lists add column consent_required boolean not null default false`.execute(
    db,
  );
  await sql`
    alter table accounts add column business_name text, add column callback_number text`.execute(
    db,
  );
  // Why a placed call was allowed, as the policy saw it right before dialling (never edited).
  await sql`alter table calls add column consent_basis text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table calls drop column consent_basis`.execute(db);
  await sql`alter table accounts drop column business_name, drop column callback_number`.execute(
    db,
  );
  await sql`alter table contact_lists drop column consent_required`.execute(db);
  await sql`drop table consent_records`.execute(db);
}
