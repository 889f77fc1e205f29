import { type Kysely, sql } from 'kysely';

/**
 * The account's toll-free opt-out number (issue #46): one of its own numbers, answered by the
 * product's agent with the opt-out function. A real call's voicemail message gives it; without it
 * real calls leave no message.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table accounts add column opt_out_number text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table accounts drop column opt_out_number`.execute(db);
}
