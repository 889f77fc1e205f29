import { type Kysely, sql } from 'kysely';

/**
 * A number's evidence pack (issue #46) reads its dial records newest first and its do-not-call
 * changes from the compliance log: both by account and number, so each is one index range.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index dial_records_number_idx
    on dial_records (account_id, phone_number, id desc)`.execute(db);
  await sql`create index compliance_log_subject_idx
    on compliance_log (account_id, subject, at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index compliance_log_subject_idx`.execute(db);
  await sql`drop index dial_records_number_idx`.execute(db);
}
