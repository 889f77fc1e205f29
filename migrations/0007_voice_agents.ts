import { type Kysely, sql } from 'kysely';

const PROVIDERS = `'openai', 'retell', 'elevenlabs', 'calcom'`;

export async function up(db: Kysely<any>): Promise<void> {
  // One encrypted key per account and provider (AES-256-GCM; key_id names the key that sealed it).
  await sql`
    create table account_api_keys (
      account_id uuid not null references accounts(id) on delete cascade,
      provider text not null check (provider in (${sql.raw(PROVIDERS)})),
      key_id text not null,
      ciphertext text not null,
      check_status text not null default 'unchecked'
        check (check_status in ('unchecked', 'valid', 'rejected')),
      check_message text,
      updated_by uuid references users(id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (account_id, provider)
    )`.execute(db);

  await sql`
    create table calcom_connections (
      account_id uuid primary key references accounts(id) on delete cascade,
      username text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);

  // The spec's stored agent row, per account. retell_agent_id lives in its own column (unique per
  // account, so an agent is imported once); draft_id makes a retried create idempotent.
  await sql`
    create table voice_agents (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts(id) on delete cascade,
      user_id uuid references users(id) on delete set null,
      draft_id text,
      name text not null,
      description text not null default '',
      voice_model text not null,
      script text not null default '',
      is_active boolean not null default true,
      configuration_json jsonb not null,
      retell_agent_id text,
      retell_llm_id text,
      sync_status text not null default 'local'
        check (sync_status in ('local', 'synced', 'failed')),
      sync_error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index voice_agents_account_created on voice_agents (account_id, created_at desc)`.execute(
    db,
  );
  await sql`create unique index voice_agents_account_draft on voice_agents (account_id, draft_id)
    where draft_id is not null`.execute(db);
  await sql`create unique index voice_agents_account_retell on voice_agents (account_id, retell_agent_id)
    where retell_agent_id is not null`.execute(db);

  // Numbers bought through Retell, per account, so a campaign can choose its caller number.
  await sql`
    create table phone_numbers (
      account_id uuid not null references accounts(id) on delete cascade,
      phone_number text not null,
      status text not null check (status in ('active', 'pending', 'failed')),
      created_at timestamptz not null default now(),
      primary key (account_id, phone_number)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('phone_numbers').execute();
  await db.schema.dropTable('voice_agents').execute();
  await db.schema.dropTable('calcom_connections').execute();
  await db.schema.dropTable('account_api_keys').execute();
}
