import { type Kysely, sql } from 'kysely';

/**
 * Do-not-call registry copies per account (issue #48, registries-and-rules): the account's
 * subscriptions (National Registry or a state's list, with its Subscription Account Number), each
 * copy it imported (full or change list, the area codes it covers, the download date the owner
 * states: the 31-day freshness clock) and the numbers on them. Never shared across accounts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table registry_subscriptions (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      registry text not null check (registry = 'national' or registry ~ '^[A-Z]{2}$'),
      subscription_id text not null check (length(subscription_id) between 1 and 100),
      created_at timestamptz not null default now(),
      unique (account_id, registry)
    )`.execute(db);

  await sql`
    create table registry_copies (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      registry text not null check (registry = 'national' or registry ~ '^[A-Z]{2}$'),
      kind text not null check (kind in ('full', 'changes')),
      area_codes text[],
      download_date date not null,
      imported_at timestamptz,
      rows_imported integer not null default 0,
      rows_rejected integer not null default 0,
      rejected_examples jsonb not null default '[]',
      status text not null default 'importing'
        check (status in ('importing', 'imported', 'failed')),
      error text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index registry_copies_fresh_idx
    on registry_copies (account_id, registry, download_date desc)
    where status = 'imported'`.execute(db);

  await sql`
    create table registry_numbers (
      account_id uuid not null references accounts (id) on delete cascade,
      registry text not null,
      phone_number text not null,
      copy_id uuid not null references registry_copies (id) on delete cascade,
      primary key (account_id, registry, phone_number)
    )`.execute(db);
  await sql`create index registry_numbers_probe_idx
    on registry_numbers (account_id, phone_number)`.execute(db);
  await sql`create index registry_numbers_copy_idx on registry_numbers (copy_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table registry_numbers`.execute(db);
  await sql`drop table registry_copies`.execute(db);
  await sql`drop table registry_subscriptions`.execute(db);
}
