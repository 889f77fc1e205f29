import { type Kysely, sql } from 'kysely';

/**
 * Issue #34: the one-time notice that a number now answers callbacks. A number the sync has
 * pointed at the inbound webhook is listed in the notice until someone in the account closes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table phone_numbers add column inbound_notice_seen_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table phone_numbers drop column inbound_notice_seen_at`.execute(db);
}
