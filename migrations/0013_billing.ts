import { type Kysely, sql } from 'kysely';

/**
 * Billing: the account's chosen plan and its monthly period (no row = the free trial from the
 * account's creation), cards kept as brand + last four + expiry only, a ledger of recorded
 * credits (the balance is its sum), invoices per plan period, and the campaigns the dial limit
 * paused (resumed on an upgrade).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table billing_plans (
      account_id uuid primary key references accounts (id) on delete cascade,
      plan_id text not null check (plan_id in ('starter', 'pro', 'elite', 'enterprise')),
      period_anchor timestamptz not null,
      chosen_by uuid references users (id) on delete set null,
      chosen_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table payment_cards (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      brand text not null check (brand in ('visa', 'mastercard', 'amex', 'discover')),
      last4 char(4) not null check (last4 ~ '^[0-9]{4}$'),
      exp_month smallint not null check (exp_month between 1 and 12),
      exp_year smallint not null check (exp_year between 2000 and 2099),
      card_name text not null check (char_length(card_name) between 1 and 100),
      added_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payment_cards_account_idx on payment_cards (account_id, created_at)`.execute(
    db,
  );
  await sql`
    create table credit_ledger (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      amount_cents bigint not null check (amount_cents <> 0),
      added_by uuid references users (id) on delete set null,
      added_by_name text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index credit_ledger_account_idx on credit_ledger (account_id, created_at desc)`.execute(
    db,
  );
  await sql`
    create table invoices (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      kind text not null check (kind in ('plan-period', 'setup-fee')),
      plan_id text not null,
      period_start timestamptz not null,
      period_end timestamptz,
      description text not null,
      amount_cents bigint not null check (amount_cents >= 0),
      status text not null default 'pending' check (status in ('pending', 'paid')),
      paid_at timestamptz,
      paid_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      unique (account_id, kind, period_start)
    )`.execute(db);
  await sql`
    create table dial_limit_pauses (
      list_id uuid primary key references contact_lists (id) on delete cascade,
      account_id uuid not null references accounts (id) on delete cascade,
      paused_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table dial_limit_pauses`.execute(db);
  await sql`drop table invoices`.execute(db);
  await sql`drop table credit_ledger`.execute(db);
  await sql`drop table payment_cards`.execute(db);
  await sql`drop table billing_plans`.execute(db);
}
