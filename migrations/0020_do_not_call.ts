import { type Kysely, sql } from 'kysely';

const WITH_DNC = `'Not Called', 'In Progress', 'Completed', 'Dial No Answer', 'Reached Voicemail', 'Answered', 'Invalid Number', 'Do Not Call'`;
const WITHOUT_DNC = `'Not Called', 'In Progress', 'Completed', 'Dial No Answer', 'Reached Voicemail', 'Answered', 'Invalid Number'`;

/**
 * The account's do-not-call list (E.164, across every list), the status a contact had before its
 * number went on it, and when each call's number was last checked against it before dialling.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table do_not_call_numbers (
      account_id uuid not null references accounts (id) on delete cascade,
      phone_number text not null,
      source text not null check (source in ('manual', 'import', 'opt-out')),
      call_id uuid,
      added_by uuid,
      created_at timestamptz not null default now(),
      primary key (account_id, phone_number)
    )`.execute(db);
  await sql`create index contacts_account_phone_idx on contacts (account_id, phone_number)`.execute(
    db,
  );
  await sql`alter table contacts drop constraint contacts_status_check`.execute(db);
  await sql`
    alter table contacts add constraint contacts_status_check
      check (status in (${sql.raw(WITH_DNC)}))`.execute(db);
  await sql`alter table contacts add column status_before_dnc text`.execute(db);
  await sql`alter table calls add column dnc_checked_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table calls drop column dnc_checked_at`.execute(db);
  await sql`
    update contacts set status = coalesce(status_before_dnc, 'Not Called')
    where status = 'Do Not Call'`.execute(db);
  await sql`alter table contacts drop column status_before_dnc`.execute(db);
  await sql`alter table contacts drop constraint contacts_status_check`.execute(db);
  await sql`
    alter table contacts add constraint contacts_status_check
      check (status in (${sql.raw(WITHOUT_DNC)}))`.execute(db);
  await sql`drop index contacts_account_phone_idx`.execute(db);
  await sql`drop table do_not_call_numbers`.execute(db);
}
