import { type Kysely, sql } from 'kysely';

/**
 * Issue #35: the delivery log (webhook deliveries and AccuLynx write-backs) keeps 30 days. The
 * hourly prune finds rows past that by their age.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index webhook_deliveries_created_idx on webhook_deliveries (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index webhook_deliveries_created_idx`.execute(db);
}
