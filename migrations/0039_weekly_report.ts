import { type Kysely, sql } from 'kysely';

/**
 * The weekly report (issue #36): the account's time zone (IANA; Monday 8:00 there is when reports
 * go out), each member's opt-in, and one row per report sent, so a week is never sent twice to a
 * member of an account (kept across worker restarts and retries).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table accounts add column time_zone text not null default 'UTC'`.execute(db);
  await sql`alter table users add column weekly_report boolean not null default false`.execute(db);
  await sql`
    create table weekly_report_sends (
      account_id uuid not null references accounts (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      -- The Monday (in the account's zone) the reported week starts on.
      week_start date not null,
      sent_at timestamptz not null default now(),
      primary key (account_id, user_id, week_start)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table weekly_report_sends`.execute(db);
  await sql`alter table users drop column weekly_report`.execute(db);
  await sql`alter table accounts drop column time_zone`.execute(db);
}
