import { type Kysely, sql } from 'kysely';

/**
 * Sales reps (issue #50, hand-off-to-a-person): the people a hot lead is transferred to, with
 * their working hours in their own zone and an on/off switch; and the account's rota cursor (the
 * rep picked last), so round robin survives restarts and concurrent picks.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sales_reps (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      name text not null,
      phone_number text not null,
      time_zone text not null,
      work_days smallint[] not null,
      work_start_minute smallint not null check (work_start_minute between 0 and 1439),
      work_end_minute smallint not null check (work_end_minute between 1 and 1440),
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      check (work_start_minute < work_end_minute)
    )`.execute(db);
  await sql`create index sales_reps_account_idx on sales_reps (account_id, created_at, id)`.execute(
    db,
  );
  await sql`
    create table sales_rep_rota (
      account_id uuid primary key references accounts (id) on delete cascade,
      last_rep_id uuid references sales_reps (id) on delete set null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sales_rep_rota`.execute(db);
  await sql`drop table sales_reps`.execute(db);
}
