import { type Kysely, sql } from 'kysely';

/**
 * A dial record may say `not-placed` (issue #46): a call its check allowed that never reached the
 * provider (refused by it, or a try it has no call for), appended after the `placed` record so
 * that record is never the last word on a call that was not dialled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table dial_records drop constraint dial_records_decision_check`.execute(db);
  await sql`alter table dial_records add constraint dial_records_decision_check
    check (decision in ('placed', 'refused', 'not-placed'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table dial_records drop constraint dial_records_decision_check`.execute(db);
  await sql`alter table dial_records add constraint dial_records_decision_check
    check (decision in ('placed', 'refused'))`.execute(db);
}
