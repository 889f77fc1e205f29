import { type Kysely, sql } from 'kysely';

/**
 * Why a completed campaign ended with contacts nobody may call ("Nothing left to call: 6 need
 * recorded consent"); null when it ended because everyone was called.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_lists add column end_reason text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_lists drop column end_reason`.execute(db);
}
