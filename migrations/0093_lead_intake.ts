import { type Kysely, sql } from 'kysely';

/**
 * Lead intake (issue #49, speed-to-lead): tokens an account's tools post leads with (only the
 * sha-256 of the secret is kept), the answers of posts by their `Idempotency-Key` (a retry gets
 * the first answer), the account's default intake list, and what an API caller asserted about a
 * number's consent (a claim: kept apart from `evidence`, which is first-party written consent).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table lead_intake_tokens (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      name text not null,
      scope text not null default 'leads:write' check (scope in ('leads:write')),
      token_hash bytea not null unique,
      token_hint text not null,
      created_by uuid,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index lead_intake_tokens_account_idx
    on lead_intake_tokens (account_id, created_at desc)`.execute(db);

  await sql`
    create table lead_intake_requests (
      account_id uuid not null references accounts (id) on delete cascade,
      idempotency_key text not null,
      body_hash bytea not null,
      status integer,
      response jsonb,
      created_at timestamptz not null default now(),
      primary key (account_id, idempotency_key)
    )`.execute(db);

  await sql`alter table accounts add column lead_intake_list_id uuid
    references contact_lists (id) on delete set null`.execute(db);
  await sql`alter table consent_events add column claim_evidence jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table consent_events drop column claim_evidence`.execute(db);
  await sql`alter table accounts drop column lead_intake_list_id`.execute(db);
  await sql`drop table lead_intake_requests`.execute(db);
  await sql`drop table lead_intake_tokens`.execute(db);
}
