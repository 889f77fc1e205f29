import { type Kysely, sql } from 'kysely';

const CONTACT_STATUSES = `'Not Called', 'In Progress', 'Completed', 'Dial No Answer', 'Reached Voicemail', 'Answered', 'Invalid Number'`;

export async function up(db: Kysely<any>): Promise<void> {
  // The number as written in the file; phone_number holds E.164 (or the original when invalid).
  await sql`alter table contacts add column phone_original text`.execute(db);
  await sql`alter table contacts drop constraint contacts_status_check`.execute(db);
  await sql`
    alter table contacts add constraint contacts_status_check
      check (status in (${sql.raw(CONTACT_STATUSES)}))`.execute(db);
  await sql`
    alter table contact_lists
      add column invalid_count integer not null default 0,
      add column duplicate_count integer not null default 0,
      add column numbers_checked boolean not null default true`.execute(db);
  // Lists imported before numbers were checked are normalised by a background job.
  await sql`update contact_lists set numbers_checked = false`.execute(db);
  await sql`alter table accounts add column phone_region text not null default 'US'`.execute(db);
  // Rows an import dropped as duplicates, for the import report (invalid rows are contacts).
  await sql`
    create table import_duplicates (
      list_id uuid not null references contact_lists (id) on delete cascade,
      account_id uuid not null,
      row_number integer not null,
      phone_original text not null,
      duplicate_of_row integer not null,
      primary key (list_id, row_number)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table import_duplicates`.execute(db);
  await sql`alter table accounts drop column phone_region`.execute(db);
  await sql`
    alter table contact_lists
      drop column invalid_count, drop column duplicate_count, drop column numbers_checked`.execute(
    db,
  );
  await sql`delete from contacts where status = 'Invalid Number'`.execute(db);
  await sql`alter table contacts drop constraint contacts_status_check`.execute(db);
  await sql`
    alter table contacts add constraint contacts_status_check check (status in (
      'Not Called', 'In Progress', 'Completed', 'Dial No Answer', 'Reached Voicemail', 'Answered'))`.execute(
    db,
  );
  await sql`alter table contacts drop column phone_original`.execute(db);
}
